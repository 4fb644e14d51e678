import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { type FechamentoBimestral, fechamentoQueryOptions } from '../api/carregar-fechamentos';
import type { DisciplinaDaTurma } from '../../../lib/opcoes/disciplinas-da-turma';
import { useAtualizarFechamento, useCriarFechamento } from '../api/gravar-fechamento';
import {
  type EditarFechamentoValues,
  type NovoFechamentoValues,
  formularioEditarFechamento,
  formularioNovoFechamento,
} from './fechamento-form';
import { TEXTOS } from './textos';

const OPCOES_BIMESTRE = [1, 2, 3, 4].map((b) => ({ id: String(b), nome: `${b}º Bimestre` }));
const Novo = camposDe<NovoFechamentoValues>();
const Editar = camposDe<EditarFechamentoValues>();

interface Props extends DialogoProps {
  fechamento: FechamentoBimestral | null;
  turma: { id: string; nome: string };
  /** The subjects the user may close (a professor: its own). */
  disciplinas: DisciplinaDaTurma[];
  disciplinaId: string;
}

function Turma({ nome }: { nome: string }) {
  return (
    <FormField id="fechamento-turma" label="Turma">
      <Input id="fechamento-turma" value={nome} readOnly aria-readonly className="bg-slate-50" />
    </FormField>
  );
}

/** 'Novo Fechamento' (subject of the class, bimestre) or 'Editar' (only the typed fields). */
export function FechamentoFormDialog({ fechamento, turma, disciplinas, disciplinaId, ...dialogo }: Props) {
  const mutacoes = useMutacoesDeCadastro(useCriarFechamento(), useAtualizarFechamento(), fechamentoQueryOptions);
  if (fechamento)
    return (
      <FormDialog
        {...dialogo}
        formulario={formularioEditarFechamento}
        registro={fechamento}
        mutacoes={{ atualizar: mutacoes.atualizar, versaoAtual: mutacoes.versaoAtual }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Turma nome={turma.nome} />
          <FormField id="fechamento-disciplina" label="Disciplina">
            <Input
              id="fechamento-disciplina"
              value={`${fechamento.disciplina_nome} — ${fechamento.bimestre}º Bimestre`}
              readOnly
              aria-readonly
              className="bg-slate-50"
            />
          </FormField>
        </div>
        <Editar.CampoNumero
          name="aulas_previstas"
          label={`Aulas previstas (calendário: ${fechamento.aulas_previstas})`}
          min={0}
        />
        <p className="-mt-2 text-xs text-slate-600">{TEXTOS.aulasPrevistasAjuda}</p>
        <Editar.CampoAreaTexto name="observacoes" label="Observações" rows={3} />
        <Editar.CampoAreaTexto name="justificativa" label={TEXTOS.justificativa} rows={2} />
      </FormDialog>
    );
  const inicial = disciplinas.some((d) => d.id === disciplinaId)
    ? disciplinaId
    : disciplinas.length === 1
      ? disciplinas[0]!.id
      : '';
  return (
    <FormDialog
      {...dialogo}
      formulario={formularioNovoFechamento(turma.id, inicial)}
      registro={null}
      mutacoes={{ criar: mutacoes.criar }}
    >
      <Turma nome={turma.nome} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Novo.CampoSelect name="disciplina_id" label="Disciplina" vazio={TEXTOS.selecione} opcoes={disciplinas} />
        <Novo.CampoSelect name="bimestre" label="Bimestre" vazio={TEXTOS.selecione} opcoes={OPCOES_BIMESTRE} />
      </div>
      <Novo.CampoNumero name="aulas_previstas" label="Aulas previstas (opcional)" min={0} />
      <p className="-mt-2 text-xs text-slate-600">{TEXTOS.aulasPrevistasAjuda}</p>
      <Novo.CampoAreaTexto name="observacoes" label="Observações" rows={3} />
    </FormDialog>
  );
}
