import { z } from 'zod';
import { dataValida, textoObrigatorio, textoOpcional, versao, CONFLITO } from '../academico/campos';
import { STATUS_AVALIACAO, TIPOS_AVALIACAO } from '../avaliacao/sub-avaliacoes';
import { paginaDe } from './pagina';
import { daTurmaNoBimestre, podeEditarExcluir } from './campos-comuns';

/** The sub-avaliações (assessments) of a class × subject × bimestre, with pt-BR messages. */
export const AVALIACAO_MENSAGENS = {
  titulo: 'Título é obrigatório',
  tituloLongo: 'Título deve ter no máximo 200 caracteres',
  descricao: 'Descrição é obrigatória',
  descricaoLonga: 'Descrição deve ter no máximo 2000 caracteres',
  tipo: 'Tipo é obrigatório',
  turma: 'Turma é obrigatória',
  disciplina: 'Disciplina é obrigatória',
  bimestre: 'Bimestre deve ser de 1 a 4',
  peso: 'Peso deve ser um número inteiro de 1 a 10',
  valorTotal: 'Valor total deve ser de 1 a 1000, com no máximo uma casa decimal',
  dataAplicacao: 'Data de aplicação é obrigatória',
  dataEntrega: 'Data de entrega é obrigatória',
  // Answered by the server, from the network's calendar.
  foraDoBimestre: (bimestre: number, doDia: number) =>
    `A data de aplicação é do ${doDia}º bimestre; escolha uma data do ${bimestre}º bimestre.`,
  entregaAntes: 'A data de entrega não pode ser anterior à data de aplicação',
  professor: 'Professor inválido',
  observacoes: 'Observações devem ter no máximo 1000 caracteres',
  aluno: 'Aluno inválido',
  alunoRepetido: 'Aluno repetido na lista',
  nota: 'Nota inválida',
  notaPasso: 'Nota deve ter no máximo uma casa decimal',
  notaAcima: (valor: string) => `Nota deve estar entre 0 e ${valor}`,
  umResultado: 'Informe a nota, ausente ou dispensado — apenas um deles',
  // Answered by the server.
  naoEncontrada: 'Sub-avaliação não encontrada.',
  disciplinaDaTurma: 'Esta disciplina não é lecionada nesta turma',
  semProfessor: 'Nenhum professor leciona esta disciplina nesta turma; escolha o professor',
  professorDaTurma: 'O professor deve lecionar esta disciplina nesta turma',
  pesoTravado: 'O peso não pode ser alterado depois que há notas lançadas',
  valorTravado: 'O valor total não pode ser alterado depois que há notas lançadas',
  alunoNaoMatriculado: 'Aluno não matriculado nesta turma',
  finalizada: 'A avaliação está finalizada: as notas não podem mais ser alteradas.',
  semResultadoNaCorrigida: 'A avaliação está corrigida: informe a nota, ausente ou dispensado deste aluno',
  semResultadoDe: (nome: string) => `A avaliação está corrigida: informe a nota, ausente ou dispensado de ${nome}`,
  conflito: CONFLITO,
  confirmarExclusao: 'Tem certeza que deseja excluir esta sub-avaliação?',
  criada: 'Sub-avaliação criada com sucesso',
  atualizada: 'Sub-avaliação atualizada com sucesso',
  excluida: 'Sub-avaliação excluída com sucesso',
  notasSalvas: 'Notas salvas com sucesso',
} as const;
const MSG = AVALIACAO_MENSAGENS;

const id = (message: string) => z.string({ error: message }).uuid(message);
const data = (message: string) => z.string({ error: message }).refine(dataValida, { message });
const umaCasa = (v: number) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9;

const campos = {
  titulo: textoObrigatorio(MSG.titulo, 200, MSG.tituloLongo),
  descricao: textoObrigatorio(MSG.descricao, 2000, MSG.descricaoLonga),
  tipo: z.enum(TIPOS_AVALIACAO, { error: MSG.tipo }),
  peso: z.number({ error: MSG.peso }).int(MSG.peso).min(1, MSG.peso).max(10, MSG.peso).default(1),
  valor_total: z
    .number({ error: MSG.valorTotal })
    .min(1, MSG.valorTotal)
    .max(1000, MSG.valorTotal)
    .refine(umaCasa, { message: MSG.valorTotal })
    .default(10),
  data_aplicacao: data(MSG.dataAplicacao),
  data_entrega: data(MSG.dataEntrega),
  /** Null: the professor assigned to the class × subject. */
  professor_id: z
    .string({ error: MSG.professor })
    .uuid(MSG.professor)
    .nullish()
    .transform((v) => v ?? null),
  observacoes: textoOpcional(1000, MSG.observacoes),
};

const entregaDepois = (v: { data_aplicacao: string; data_entrega: string }, ctx: z.RefinementCtx) => {
  if (v.data_entrega < v.data_aplicacao) ctx.addIssue({ code: 'custom', message: MSG.entregaAntes, path: ['data_entrega'] });
};

export const avaliacaoInput = z
  .object({
    turma_id: id(MSG.turma),
    disciplina_id: id(MSG.disciplina),
    bimestre: z.number({ error: MSG.bimestre }).int(MSG.bimestre).min(1, MSG.bimestre).max(4, MSG.bimestre),
    ...campos,
  })
  .superRefine(entregaDepois);

/** Editing keeps the class, subject, bimestre and status; updated_at is the version loaded. */
export const avaliacaoUpdate = z.object({ ...campos, updated_at: versao() }).superRefine(entregaDepois);

export type AvaliacaoDados = z.output<typeof avaliacaoInput>;

/** Advancing one step from the version on screen (two clicks from the same screen advance once). */
export const avancoInput = z.object({ updated_at: versao() });

export const listaAvaliacoesQuery = z.object({
  pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(100, 'No máximo 100 por página').default(20),
  busca: z.string().trim().max(100, 'Busca longa demais').optional(),
  turma_id: id(MSG.turma).optional(),
  escola_id: id('Escola inválida').optional(),
  disciplina_id: id(MSG.disciplina).optional(),
  bimestre: z.coerce.number().int(MSG.bimestre).min(1, MSG.bimestre).max(4, MSG.bimestre).optional(),
  tipo: z.enum(TIPOS_AVALIACAO, { error: 'Tipo inválido' }).optional(),
  status: z.enum(STATUS_AVALIACAO, { error: 'Status inválido' }).optional(),
});

export const avaliacaoResposta = z.object({
  id: z.string().uuid(),
  ...daTurmaNoBimestre,
  titulo: z.string(),
  descricao: z.string(),
  tipo: z.enum(TIPOS_AVALIACAO),
  peso: z.number().int(),
  valor_total: z.number(),
  data_aplicacao: z.string(),
  data_entrega: z.string(),
  professor_id: z.string().uuid().nullable(),
  professor_nome: z.string().nullable(),
  observacoes: z.string().nullable(),
  status: z.enum(STATUS_AVALIACAO),
  /** Students with a score, ausente or dispensado. */
  resultados_lancados: z.number().int(),
  /** Why the period is closed (read-only), or null. */
  fechado: z.string().nullable(),
  ...podeEditarExcluir,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Avaliacao = z.infer<typeof avaliacaoResposta>;

/** The 4 cards over the same filters as the list. */
const resumoAvaliacoes = z.object({
  total: z.number().int(),
  finalizadas: z.number().int(),
  em_andamento: z.number().int(),
  agendadas: z.number().int(),
});
export type ResumoAvaliacoes = z.infer<typeof resumoAvaliacoes>;

export const listaAvaliacoesResposta = paginaDe(avaliacaoResposta).extend({ resumo: resumoAvaliacoes });
export type ListaAvaliacoes = z.infer<typeof listaAvaliacoesResposta>;

/** One student's result: a score, or ausente, or dispensado; all empty = not entered yet. */
const resultadoItem = z
  .object({
    aluno_id: id(MSG.aluno),
    nota: z.number({ error: MSG.nota }).min(0, MSG.nota).refine(umaCasa, { message: MSG.notaPasso }).nullable().default(null),
    ausente: z.boolean().default(false),
    dispensado: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if ((v.nota !== null ? 1 : 0) + (v.ausente ? 1 : 0) + (v.dispensado ? 1 : 0) > 1)
      ctx.addIssue({ code: 'custom', message: MSG.umResultado, path: ['nota'] });
  });

export const resultadosInput = z.object({
  itens: z
    .array(resultadoItem)
    .max(300)
    .superRefine((itens, ctx) => {
      const vistos = new Set<string>();
      itens.forEach((item, i) => {
        if (vistos.has(item.aluno_id)) ctx.addIssue({ code: 'custom', message: MSG.alunoRepetido, path: [i, 'aluno_id'] });
        vistos.add(item.aluno_id);
      });
    }),
  /** The assessment's version as loaded: scores and edits of the assessment share it. */
  updated_at: versao(),
});
export type ResultadosInput = z.input<typeof resultadosInput>;
export type ResultadosDados = z.output<typeof resultadosInput>;

const resultadoResposta = z.object({
  aluno_id: z.string().uuid(),
  aluno_nome: z.string(),
  aluno_matricula: z.string(),
  nota: z.number().nullable(),
  ausente: z.boolean(),
  dispensado: z.boolean(),
});
export type ResultadoAluno = z.infer<typeof resultadoResposta>;

export const resultadosResposta = z.object({
  avaliacao: avaliacaoResposta,
  itens: z.array(resultadoResposta),
});
export type ResultadosDaAvaliacao = z.infer<typeof resultadosResposta>;
