import type { TurmaOpcao } from '../api/carregar-turmas-escola';

/** A class among the choices with its occupation; a full one takes nobody, but stays its own students' class. */
export function opcaoDeTurma(turma: TurmaOpcao, atual?: string) {
  const lotada = turma.id !== atual && turma.alunos_matriculados >= turma.capacidade;
  return {
    id: turma.id,
    nome: `${turma.nome} (${turma.alunos_matriculados}/${turma.capacidade})${lotada ? ' — lotada' : ''}`,
    desabilitada: lotada,
  };
}
