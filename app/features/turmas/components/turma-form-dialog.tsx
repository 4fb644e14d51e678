import { useFormContext, useWatch } from 'react-hook-form';
import { TURNOS, TURNO_LABEL } from '../../../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../../../domain/academico/series';
import { CAPACIDADE_MAXIMA, CAPACIDADE_MINIMA, anosLetivos } from '../../../../domain/academico/turma';
import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { useEscolasOpcoes } from '../../../lib/opcoes/escolas';
import { useProfessoresOpcoes } from '../../../lib/opcoes/professores';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { carregarTurma } from '../api/carregar-turma';
import type { Turma } from '../api/carregar-turmas';
import { useCriarTurma, useAtualizarTurma } from '../api/salvar-turma';
import { TEXTOS } from './textos';
import { type TurmaFormValues, formularioTurma } from './turma-form';

const { CampoTexto, CampoNumero, CampoSelect, CampoAreaTexto } = camposDe<TurmaFormValues>();

interface Props extends DialogoProps {
  turma: Turma | null;
  /** Pre-selected school for a new class (the school pages). */
  escolaId?: string;
}

/** Dialog 'Nova Turma' / 'Editar Turma'; its status changes by Ativar/Desativar, not here. */
export function TurmaFormDialog({ turma, escolaId, ...dialogo }: Props) {
  const mutacoes = useMutacoesDeCadastro(useCriarTurma(), useAtualizarTurma(), (id) => carregarTurma(id));
  // An older class keeps its year among the choices.
  const anos = [...new Set([...anosLetivos(new Date().getFullYear()), ...(turma ? [turma.ano_letivo] : [])])].sort(
    (a, b) => b - a,
  );
  return (
    <FormDialog {...dialogo} formulario={formularioTurma(turma, escolaId)} registro={turma} mutacoes={mutacoes}>
      <CampoTexto name="nome" label="Nome da Turma" placeholder="Ex.: 6º Ano A" />
      <CampoSelect name="serie" label="Série" opcoes={SERIES_TURMA} />
      <CampoSelect name="turno" label="Turno" opcoes={TURNOS} rotulos={TURNO_LABEL} />
      <CampoNumero name="capacidade" label="Capacidade" min={CAPACIDADE_MINIMA} max={CAPACIDADE_MAXIMA} />
      <CampoSelect name="ano_letivo" label="Ano Letivo" opcoes={anos} />
      <CamposEscolaProfessor />
      <CampoAreaTexto name="observacoes" label="Observações" largo rows={3} />
    </FormDialog>
  );
}

/** Professors belong to the school's body: choosing another school clears the professor. */
function CamposEscolaProfessor() {
  const { setValue } = useFormContext<TurmaFormValues>();
  const escola = useWatch<TurmaFormValues, 'escola_id'>({ name: 'escola_id' });
  const escolas = useEscolasOpcoes();
  const professores = useProfessoresOpcoes(escola);
  return (
    <>
      <CampoSelect
        name="escola_id"
        label="Escola"
        vazio={TEXTOS.selecioneEscola}
        carregando={escolas.isPending && 'Carregando escolas...'}
        aoMudar={() => setValue('professor_responsavel_id', '')}
        opcoes={escolas.data?.itens ?? []}
      />
      <CampoSelect
        name="professor_responsavel_id"
        label="Professor Responsável"
        largo
        vazio={TEXTOS.nenhum}
        carregando={escola ? professores.isPending && TEXTOS.carregandoProfessores : TEXTOS.escolhaEscola}
        opcoes={professores.data?.itens ?? []}
      />
    </>
  );
}
