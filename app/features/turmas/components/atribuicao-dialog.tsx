import { serieDisciplinaDaTurma } from '../../../../domain/academico/series';
import { atribuicaoInput } from '../../../../domain/schemas/atribuicao';
import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog, definirFormulario } from '../../../components/form-dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import { useProfessoresOpcoes } from '../../../lib/opcoes/professores';
import { useDisciplinasSerie } from '../api/carregar-disciplinas-serie';
import type { Turma } from '../api/carregar-turmas';
import { type AtribuicaoInput, useCriarAtribuicao } from '../api/salvar-atribuicao';
import { TEXTOS } from './textos';

interface Valores {
  disciplina_id: string;
  professor_id: string;
}
const CAMPOS = ['disciplina_id', 'professor_id'] as const;
const { CampoSelect } = camposDe<Valores>();

/** Assigns a professor of the body to one of the class's série subjects (a teaching assignment). */
export function AtribuicaoDialog({ turma, ...dialogo }: DialogoProps & { turma: Turma }) {
  const criar = useCriarAtribuicao();
  const resolver = schemaResolver<Valores, AtribuicaoInput>(atribuicaoInput, (v) => ({ ...v, turma_id: turma.id }), CAMPOS);
  const formulario = definirFormulario({
    valores: () => ({ disciplina_id: '', professor_id: '' }),
    validacao: { resolver, campos: CAMPOS },
    aparencia: { prefixo: 'atribuicao' },
    novo: { titulo: TEXTOS.atribuirTitulo(turma.nome), sucesso: TEXTOS.atribuido, botao: 'Atribuir' },
    falha: TEXTOS.erroAtribuir,
  });
  return (
    <FormDialog {...dialogo} formulario={formulario} registro={null} mutacoes={{ criar: criar.mutateAsync }}>
      <Escolhas turma={turma} />
    </FormDialog>
  );
}

/** The série's active subjects of the body, and the professors of the school's body. */
function Escolhas({ turma }: { turma: Turma }) {
  const disciplinas = useDisciplinasSerie(turma.empresa_id, serieDisciplinaDaTurma(turma.serie), true);
  const professores = useProfessoresOpcoes(turma.escola_id);
  const falha = disciplinas.error ?? professores.error;
  return (
    <>
      <CampoSelect
        name="disciplina_id"
        label="Disciplina"
        vazio={disciplinas.isPending ? 'Carregando disciplinas...' : 'Selecione a disciplina'}
        disabled={disciplinas.isPending}
        opcoes={disciplinas.data?.itens ?? []}
      />
      <CampoSelect
        name="professor_id"
        label="Professor"
        vazio={professores.isPending ? TEXTOS.carregandoProfessores : 'Selecione o professor'}
        disabled={professores.isPending}
        opcoes={professores.data?.itens ?? []}
      />
      {falha ? (
        <p role="alert" className="text-sm text-red-600">
          {falha.message}
        </p>
      ) : null}
    </>
  );
}
