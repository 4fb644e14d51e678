import { useWatch } from 'react-hook-form';
import { TIPOS_AVALIACAO, TIPO_AVALIACAO_LABEL } from '../../../../domain/avaliacao/sub-avaliacoes';
import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { type Avaliacao, subAvaliacaoQueryOptions } from '../api/carregar-sub-avaliacoes';
import type { DisciplinaDaTurma } from '../../../lib/opcoes/disciplinas-da-turma';
import { useAtualizarSubAvaliacao, useCriarSubAvaliacao } from '../api/gravar-sub-avaliacao';
import { type SubAvaliacaoFormValues, formularioSubAvaliacao } from './sub-avaliacao-form';
import { TEXTOS } from './textos';

const OPCOES_BIMESTRE = [1, 2, 3, 4].map((b) => ({ id: String(b), nome: `${b}º Bimestre` }));
const { CampoTexto, CampoNumero, CampoData, CampoAreaTexto, CampoSelect } = camposDe<SubAvaliacaoFormValues>();

interface Props extends DialogoProps {
  avaliacao: Avaliacao | null;
  turma: { id: string; nome: string };
  /** The subjects the user may create assessments in (a professor: its own). */
  disciplinas: DisciplinaDaTurma[];
  /** A professor is always the assessment's professor: no choice shown. */
  escolheProfessor: boolean;
  /** Pre-selected on a new assessment: the page's subject filter. */
  disciplinaId: string;
}

/** Dialog 'Nova/Editar Sub-Avaliação'. Class, subject and bimestre are fixed once created. */
export function SubAvaliacaoFormDialog({ avaliacao, turma, disciplinas, escolheProfessor, disciplinaId, ...dialogo }: Props) {
  const mutacoes = useMutacoesDeCadastro(useCriarSubAvaliacao(), useAtualizarSubAvaliacao(), subAvaliacaoQueryOptions);
  const inicial = disciplinas.some((d) => d.id === disciplinaId)
    ? disciplinaId
    : disciplinas.length === 1
      ? disciplinas[0]!.id
      : '';
  const travado = avaliacao !== null && avaliacao.resultados_lancados > 0;
  return (
    <FormDialog {...dialogo} formulario={formularioSubAvaliacao(turma.id, inicial)} registro={avaliacao} mutacoes={mutacoes}>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="avaliacao-turma" label="Turma">
          <Input id="avaliacao-turma" value={turma.nome} readOnly aria-readonly className="bg-slate-50" />
        </FormField>
        {avaliacao ? (
          <>
            <FormField id="avaliacao-disciplina" label="Disciplina">
              <Input id="avaliacao-disciplina" value={avaliacao.disciplina_nome} readOnly aria-readonly className="bg-slate-50" />
            </FormField>
            <FormField id="avaliacao-bimestre-fixo" label="Bimestre">
              <Input
                id="avaliacao-bimestre-fixo"
                value={`${avaliacao.bimestre}º Bimestre`}
                readOnly
                aria-readonly
                className="bg-slate-50"
              />
            </FormField>
          </>
        ) : (
          <>
            <CampoSelect name="disciplina_id" label="Disciplina" vazio={TEXTOS.selecione} opcoes={disciplinas} />
            <CampoSelect name="bimestre" label="Bimestre" vazio={TEXTOS.selecione} opcoes={OPCOES_BIMESTRE} />
          </>
        )}
      </div>
      <CampoTexto name="titulo" label="Título" />
      <CampoAreaTexto name="descricao" label="Descrição" rows={2} />
      <div className="grid gap-4 sm:grid-cols-3">
        <CampoSelect name="tipo" label="Tipo" vazio={TEXTOS.selecione} opcoes={TIPOS_AVALIACAO} rotulos={TIPO_AVALIACAO_LABEL} />
        <CampoNumero name="peso" label="Peso (1 a 10)" min={1} max={10} readOnly={travado} />
        <CampoTexto name="valor_total" label="Valor total" inputMode="decimal" readOnly={travado} />
      </div>
      {travado ? <p className="text-xs text-slate-600">Peso e valor total não mudam depois que há notas lançadas.</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoData name="data_aplicacao" label="Data de aplicação" />
        <CampoData name="data_entrega" label="Data de entrega" />
      </div>
      {escolheProfessor ? <CampoProfessor disciplinas={disciplinas} fixa={avaliacao?.disciplina_id ?? null} /> : null}
      <CampoAreaTexto name="observacoes" label="Observações" rows={2} />
    </FormDialog>
  );
}

/** The professors who teach the chosen subject in the class; none chosen: the assigned one. */
function CampoProfessor({ disciplinas, fixa }: { disciplinas: DisciplinaDaTurma[]; fixa: string | null }) {
  const escolhida = useWatch<SubAvaliacaoFormValues, 'disciplina_id'>({ name: 'disciplina_id' });
  const disciplina = disciplinas.find((d) => d.id === (fixa ?? escolhida));
  return (
    <CampoSelect
      name="professor_id"
      label="Professor"
      vazio={TEXTOS.professorPadrao}
      opcoes={(disciplina?.professores ?? []).map((p) => ({ id: p.id, nome: p.nome }))}
    />
  );
}
