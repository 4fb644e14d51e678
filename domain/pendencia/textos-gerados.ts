import { dataBr } from '../calendario';
import type { DataIso } from '../calendario/tipos';

/**
 * What a generated pendency is called, says and points at: its chave (one row per cause), its title
 * and description in pt-BR, and the class page where the user acts on it.
 */

/** The chave of each cause: unique in the network, so there is one row per cause. */
export const CHAVES = {
  chamada: (turmaId: string, disciplinaId: string, dia: DataIso) => `chamada:${turmaId}:${disciplinaId}:${dia}`,
  avaliacao: (avaliacaoId: string) => `avaliacao:${avaliacaoId}`,
  notas: (turmaId: string, disciplinaId: string, bimestre: number) => `notas:${turmaId}:${disciplinaId}:${bimestre}`,
  frequencia: (turmaId: string, alunoId: string) => `frequencia:${turmaId}:${alunoId}`,
  conselhoTutelar: (turmaId: string, alunoId: string) => `conselho_tutelar:${turmaId}:${alunoId}`,
  conselho: (conselhoId: string) => `conselho:${conselhoId}`,
} as const;

/** "62,5" — one decimal, pt-BR. */
const decimal = (n: number) => (Math.round(n * 10) / 10).toString().replace('.', ',');
const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;
const nomeDoConselho = (bimestre: number | null) => (bimestre ? `do ${bimestre}º bimestre` : 'final');

export const TEXTOS_PENDENCIA_GERADA = {
  chamada: {
    titulo: (disciplina: string, dia: DataIso) => `Chamada não registrada: ${disciplina} em ${dataBr(dia)}`,
    descricao: (disciplina: string, turma: string, dia: DataIso, bimestre: number) =>
      `Não há chamada de ${disciplina} da turma ${turma} no dia ${dataBr(dia)}, dia de aula da disciplina. Registre a chamada: o fechamento do ${bimestre}º bimestre depende dela.`,
  },
  avaliacao: {
    titulo: (titulo: string) => `Avaliação sem notas: ${titulo}`,
    descricao: (titulo: string, disciplina: string, entrega: DataIso, faltam: number) =>
      `A avaliação "${titulo}" de ${disciplina} tinha entrega em ${dataBr(entrega)} e, quando esta pendência foi gerada, faltava o resultado de ${plural(faltam, 'aluno', 'alunos')}. Lance a nota, ausente ou dispensado de cada aluno.`,
  },
  notas: {
    titulo: (disciplina: string, bimestre: number) => `Notas do ${bimestre}º bimestre faltando: ${disciplina}`,
    descricao: (disciplina: string, turma: string, bimestre: number, prazo: DataIso, faltam: number) =>
      `O prazo de fechamento do ${bimestre}º bimestre é ${dataBr(prazo)} e, quando esta pendência foi gerada, faltavam notas de ${plural(faltam, 'aluno', 'alunos')} em ${disciplina} na turma ${turma}.`,
  },
  frequencia: {
    titulo: (aluno: string) => `Frequência abaixo do mínimo: ${aluno}`,
    descricao: (aluno: string, turma: string, pct: number, faltas: number, aulas: number, minima: number) =>
      `Quando esta pendência foi gerada, ${aluno} tinha ${decimal(pct)}% de frequência na turma ${turma} (${plural(faltas, 'falta', 'faltas')} em ${aulas} aulas), abaixo do mínimo de ${decimal(minima)}% da rede. Acompanhe o aluno e a família.`,
  },
  conselhoTutelar: {
    titulo: (aluno: string) => `Comunicar ao Conselho Tutelar: ${aluno}`,
    descricao: (aluno: string, pctFaltas: number, faltas: number, aulas: number, limite: number, percentual: number) =>
      `${aluno} faltou a ${decimal(pctFaltas)}% das aulas (${faltas} de ${aulas}), acima de ${decimal(limite)}% (${decimal(percentual)}% do percentual de faltas permitido). A escola deve comunicar o Conselho Tutelar (LDB, art. 12, VIII).`,
  },
  conselho: {
    titulo: (bimestre: number | null) => `Conselho de classe ${nomeDoConselho(bimestre)} não realizado`,
    descricao: (bimestre: number | null, turma: string, data: DataIso) =>
      `O conselho de classe ${nomeDoConselho(bimestre)} da turma ${turma} estava agendado para ${dataBr(data)} e não foi iniciado. Realize-o ou reagende-o.`,
  },
} as const;

/** Where to act, in the app: the class's pages. */
export const LINKS = {
  chamada: (escolaId: string, turmaId: string, disciplinaId: string, dia: DataIso) =>
    `/escola/${escolaId}/turma/${turmaId}/frequencia?data=${dia}&disciplina=${disciplinaId}`,
  subAvaliacoes: (escolaId: string, turmaId: string) => `/escola/${escolaId}/turma/${turmaId}/sub-avaliacoes`,
  notas: (escolaId: string, turmaId: string, disciplinaId: string, bimestre: number) =>
    `/escola/${escolaId}/turma/${turmaId}/notas?disciplina=${disciplinaId}&bimestre=${bimestre}`,
  aluno: (escolaId: string, turmaId: string, alunoId: string) => `/escola/${escolaId}/turma/${turmaId}/alunos?aluno=${alunoId}`,
  conselho: (escolaId: string, turmaId: string) => `/escola/${escolaId}/turma/${turmaId}/conselho-classe`,
  pendencias: (escolaId: string, turmaId: string) => `/escola/${escolaId}/turma/${turmaId}/pendencias`,
} as const;
