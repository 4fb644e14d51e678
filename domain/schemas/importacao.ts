import { z } from 'zod';
import { CAMPOS_IMPORTACAO } from '../importacao/campos';
import { DECISOES, FORMATOS_IMPORTACAO, RESULTADOS_LINHA, SITUACOES_LINHA, STATUS_IMPORTACAO } from '../importacao/estados';
import { paginaDe } from './pagina';

/** The import of students from a spreadsheet: the texts the form and the server answer with. */
export const IMPORTACAO_MENSAGENS = {
  naoEncontrada: 'Importação não encontrada.',
  escolaNaoEncontrada: 'Escola não encontrada.',
  soGestao: 'A importação de alunos é feita pela gestão da escola ou da rede.',
  arquivoAusente: 'Envie um arquivo CSV ou XLSX.',
  arquivoTipo: 'O arquivo deve ser CSV ou XLSX.',
  arquivoGrande: (mb: number) => `O arquivo deve ter no máximo ${mb} MB.`,
  arquivoVazio: 'O arquivo não tem linhas além do cabeçalho.',
  semCabecalho: 'A primeira linha do arquivo deve ser o cabeçalho com o nome de cada coluna.',
  mapeamentoColunas: 'O mapeamento deve ter uma entrada por coluna do arquivo.',
  mapeamentoNome: 'Escolha a coluna do nome do aluno.',
  semPermissaoSensiveis:
    'Você não tem permissão para importar dados sensíveis: deixe a coluna de cor/raça como "Ignorar coluna".',
  mapeamentoNascimento: 'Escolha a coluna da data de nascimento.',
  mapeamentoRepetido: (campo: string) => `O campo "${campo}" foi escolhido para mais de uma coluna.`,
  naoEditavel: 'A importação já foi analisada ou está em andamento: envie o arquivo de novo para mudar as colunas.',
  naoAnalisavel: 'Esta importação não pode ser analisada agora.',
  naoAguardando: 'Esta importação não está aguardando decisões.',
  numeros: 'Informe as linhas da decisão.',
  decisao: 'Decisão inválida.',
  motivo: 'Informe o motivo para criar mesmo assim.',
  motivoLongo: 'O motivo deve ter no máximo 500 caracteres.',
  linhasNaoDuplicadas: 'Só as linhas com possível duplicado recebem decisão.',
  criarComCpf: 'Um aluno da rede já tem este CPF: não é possível criar outro. Ignore a linha ou atualize o cadastro existente.',
  atualizarSemAluno: 'Esta linha não tem um aluno da rede a atualizar (o duplicado é outra linha do arquivo).',
  atualizarOutraEscola: 'O aluno existente é de outra escola: só é possível ignorar a linha ou criar mesmo assim.',
  alvoInvalido: 'Escolha um dos alunos encontrados como duplicado desta linha.',
  pendentes: (n: number) => `Ainda há ${n} linha(s) com duplicado sem decisão.`,
} as const;

const campoImportacao = z.enum(CAMPOS_IMPORTACAO);

export const importacaoResposta = z.object({
  id: z.string(),
  escola_id: z.string(),
  escola_nome: z.string(),
  nome_arquivo: z.string(),
  formato: z.enum(FORMATOS_IMPORTACAO),
  status: z.enum(STATUS_IMPORTACAO),
  erro: z.string().nullable(),
  cabecalho: z.array(z.string()),
  mapeamento: z.array(campoImportacao.nullable()),
  /** Where the mapping came from: remembered for this header by the network, or guessed from it. */
  mapeamento_lembrado: z.boolean(),
  total_linhas: z.number().int(),
  processadas: z.number().int(),
  validas: z.number().int(),
  duplicadas: z.number().int(),
  pendentes: z.number().int(),
  criados: z.number().int(),
  atualizados: z.number().int(),
  ignorados: z.number().int(),
  recusados: z.number().int(),
  solicitante_email: z.string().nullable(),
  created_at: z.string(),
  concluida_em: z.string().nullable(),
});
export type Importacao = z.infer<typeof importacaoResposta>;

export const importacoesQuery = z.object({
  pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(100, 'No máximo 100 por página').default(20),
  escola_id: z.uuid('Escola inválida').optional(),
});
export const importacoesPagina = paginaDe(importacaoResposta);

export const uploadQuery = z.object({ escola_id: z.uuid(IMPORTACAO_MENSAGENS.escolaNaoEncontrada) });

export const mapeamentoInput = z.object({
  mapeamento: z
    .array(campoImportacao.nullable())
    .max(200, IMPORTACAO_MENSAGENS.mapeamentoColunas)
    .superRefine((m, ctx) => {
      if (!m.includes('nome')) ctx.addIssue({ code: 'custom', message: IMPORTACAO_MENSAGENS.mapeamentoNome });
      if (!m.includes('data_nascimento')) ctx.addIssue({ code: 'custom', message: IMPORTACAO_MENSAGENS.mapeamentoNascimento });
      const vistos = new Set<string>();
      for (const c of m) {
        if (c && vistos.has(c)) ctx.addIssue({ code: 'custom', message: IMPORTACAO_MENSAGENS.mapeamentoRepetido(c) });
        if (c) vistos.add(c);
      }
    }),
});

const duplicadoResposta = z.object({
  aluno_id: z.string().nullable(),
  linha: z.number().int().nullable(),
  nome: z.string(),
  matricula: z.string().nullable(),
  escola_id: z.string().nullable(),
  escola_nome: z.string().nullable(),
  grau: z.enum(['certo', 'muito_provavel', 'possivel']),
  motivo: z.string(),
});

const linhaResposta = z.object({
  numero: z.number().int(),
  celulas: z.array(z.string()),
  nome: z.string(),
  recusas: z.array(z.object({ campo: z.string(), mensagem: z.string() })),
  duplicados: z.array(duplicadoResposta),
  situacao: z.enum(SITUACOES_LINHA),
  decisao: z.enum(DECISOES).nullable(),
  decisao_motivo: z.string().nullable(),
  resultado: z.enum(RESULTADOS_LINHA).nullable(),
  erro: z.string().nullable(),
  aluno_id: z.string().nullable(),
});
export type LinhaImportada = z.infer<typeof linhaResposta>;

const FILTROS_LINHAS = ['todas', 'recusadas', 'duplicadas', 'pendentes'] as const;
export const linhasQuery = z.object({
  pagina: z.coerce.number().int('Página inválida').min(1, 'Página inválida').default(1),
  por_pagina: z.coerce.number().int().min(1, 'Tamanho de página inválido').max(100, 'No máximo 100 por página').default(20),
  filtro: z.enum(FILTROS_LINHAS, 'Filtro inválido').default('todas'),
});
export const linhasPagina = paginaDe(linhaResposta);

export const decisaoInput = z
  .object({
    numeros: z.array(z.number().int().min(2), IMPORTACAO_MENSAGENS.numeros).min(1, IMPORTACAO_MENSAGENS.numeros).max(1000),
    decisao: z.enum(DECISOES, IMPORTACAO_MENSAGENS.decisao),
    motivo: z.string().trim().max(500, IMPORTACAO_MENSAGENS.motivoLongo).optional(),
    /** For 'atualizar' on one line: which of its duplicates to update (the first one of the network by default). */
    aluno_id: z.uuid(IMPORTACAO_MENSAGENS.alvoInvalido).optional(),
  })
  .refine((d) => d.decisao !== 'criar' || !!d.motivo, { message: IMPORTACAO_MENSAGENS.motivo, path: ['motivo'] });
export type DecisaoInput = z.infer<typeof decisaoInput>;

export const decisaoResposta = z.object({ decididas: z.number().int(), pendentes: z.number().int() });
