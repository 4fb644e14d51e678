import type { DisciplinasParaCriar } from '../lib/opcoes/disciplinas-da-turma';
import { LoadError } from './load-error';

/** Above a class's list: the subjects failed to load (with 'Tentar novamente'), or a professor teaches none of them. */
export function AvisosDasDisciplinas({ disciplinas }: { disciplinas: DisciplinasParaCriar }) {
  const { consulta, paraCriar, ehProfessor } = disciplinas;
  return (
    <>
      {consulta.isError ? (
        <LoadError
          message={`Erro ao carregar as disciplinas da turma: ${consulta.error.message}`}
          onRetry={() => void consulta.refetch()}
        />
      ) : null}
      {ehProfessor && consulta.isSuccess && !paraCriar.length ? (
        <p className="text-sm text-slate-600">Nenhuma disciplina atribuída a você nesta turma.</p>
      ) : null}
    </>
  );
}
