import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { type Conselho, type OpcoesConselho, conselhoQueryOptions } from '../api/carregar-conselhos';
import { useAtualizarConselho, useCriarConselho } from '../api/gravar-conselho';
import { type ConselhoValues, formularioEditarConselho, formularioNovoConselho } from './conselho-form';
import { TEXTOS } from './textos';

const C = camposDe<ConselhoValues>();
const OPCOES_BIMESTRE = [
  ...[1, 2, 3, 4].map((b) => ({ id: String(b), nome: `${b}º Bimestre` })),
  { id: 'final', nome: 'Conselho final (ano letivo)' },
];

interface Props extends DialogoProps {
  conselho: Conselho | null;
  turmaId: string;
  opcoes: OpcoesConselho;
}

/** The meeting's fields, shared by scheduling and editing. */
function Campos({ opcoes }: { opcoes: OpcoesConselho }) {
  const coordenadores = opcoes.coordenadores.map((c) => ({
    id: c.id,
    nome: `${c.nome} (${c.papel === 'gestor' ? 'Gestão' : 'Professor'})`,
  }));
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <C.CampoData name="data" label="Data" />
        <C.CampoTexto name="horario" label="Horário" type="time" />
        <C.CampoTexto name="local" label="Local" />
      </div>
      <C.CampoSelect name="coordenador_id" label="Coordenador" vazio={TEXTOS.selecione} opcoes={coordenadores} />
      <C.CampoCaixas
        name="participantes"
        legenda="Professores participantes"
        opcoes={opcoes.professores}
        aviso={opcoes.professores.length ? undefined : <p className="text-sm text-slate-600">{TEXTOS.semProfessores}</p>}
      />
      <C.CampoTexto name="convidados" label="Convidados (separados por vírgula)" placeholder="Ex.: Orientadora, Psicóloga" />
      <C.CampoTexto name="pauta" label="Pauta (itens separados por vírgula)" placeholder="Ex.: Rendimento, Frequência" />
      <p className="-mt-2 text-xs text-slate-600">{TEXTOS.listasAjuda}</p>
      <C.CampoAreaTexto name="observacoes" label="Observações" rows={3} />
    </>
  );
}

/** 'Novo Conselho' (with the bimestre or the final council) or 'Editar' (the status stays). */
export function ConselhoFormDialog({ conselho, turmaId, opcoes, ...dialogo }: Props) {
  const mutacoes = useMutacoesDeCadastro(useCriarConselho(), useAtualizarConselho(), conselhoQueryOptions);
  if (conselho)
    return (
      <FormDialog
        {...dialogo}
        formulario={formularioEditarConselho}
        registro={conselho}
        mutacoes={{ atualizar: mutacoes.atualizar, versaoAtual: mutacoes.versaoAtual }}
      >
        <Campos opcoes={opcoes} />
      </FormDialog>
    );
  return (
    <FormDialog
      {...dialogo}
      formulario={formularioNovoConselho(
        turmaId,
        opcoes.professores.map((p) => p.id),
      )}
      registro={null}
      mutacoes={{ criar: mutacoes.criar }}
    >
      <C.CampoSelect name="bimestre" label="Bimestre" vazio={TEXTOS.selecione} opcoes={OPCOES_BIMESTRE} />
      <Campos opcoes={opcoes} />
    </FormDialog>
  );
}
