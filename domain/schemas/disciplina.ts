import { z } from 'zod';
import { CONFLITO, idOpcional, textoObrigatorio, textoOpcional, versao } from '../academico/campos';
import { BIMESTRES, CODIGOS_DISCIPLINA } from '../academico/catalogo';
import { SERIES_DISCIPLINA } from '../academico/series';

/** The curriculum component form of /componentes and the API body, with the same messages. */
export const DISCIPLINA_MENSAGENS = {
  nome: 'Nome é obrigatório',
  nomeLongo: 'Nome deve ter no máximo 200 caracteres',
  disciplina: 'Disciplina é obrigatória',
  serieAno: 'Série/Ano é obrigatório',
  bimestre: 'Bimestre é obrigatório',
  cargaHoraria: 'Carga horária deve ser um número inteiro entre 0 e 2000',
  textoLongo: 'Texto longo demais',
  empresa: 'Empresa inválida',
  ativo: 'Status inválido',
  // Answered by the server, and the toasts after a save.
  empresaObrigatoria: 'Empresa é obrigatória',
  empresaNaoEncontrada: 'Empresa não encontrada',
  semEmpresa: 'Usuário não está vinculado a uma empresa',
  naoEncontrada: 'Disciplina não encontrada.',
  conflito: CONFLITO,
  exclusaoBloqueada:
    'Não é possível excluir a disciplina: ela está atribuída a turmas ou possui notas e frequências. Desative-a.',
  erroCriar: 'Erro ao criar disciplina',
  erroAtualizar: 'Erro ao atualizar disciplina',
  erroSalvar: 'Erro ao salvar disciplina',
  erroExcluir: 'Erro ao excluir disciplina',
  erroStatus: 'Erro ao alterar status',
} as const;

export const disciplinaInput = z.object({
  nome: textoObrigatorio(DISCIPLINA_MENSAGENS.nome, 200, DISCIPLINA_MENSAGENS.nomeLongo),
  descricao: textoOpcional(2000, DISCIPLINA_MENSAGENS.textoLongo),
  disciplina: z.enum(CODIGOS_DISCIPLINA, { error: DISCIPLINA_MENSAGENS.disciplina }),
  serie_ano: z.enum(SERIES_DISCIPLINA, { error: DISCIPLINA_MENSAGENS.serieAno }),
  bimestre: z.enum(BIMESTRES, { error: DISCIPLINA_MENSAGENS.bimestre }),
  carga_horaria: z
    .number({ error: DISCIPLINA_MENSAGENS.cargaHoraria })
    .int(DISCIPLINA_MENSAGENS.cargaHoraria)
    .min(0, DISCIPLINA_MENSAGENS.cargaHoraria)
    .max(2000, DISCIPLINA_MENSAGENS.cargaHoraria)
    .default(0),
  objetivos: textoOpcional(5000, DISCIPLINA_MENSAGENS.textoLongo),
  competencias: textoOpcional(5000, DISCIPLINA_MENSAGENS.textoLongo),
  habilidades: textoOpcional(5000, DISCIPLINA_MENSAGENS.textoLongo),
  /** Chosen by an administrador; everyone else writes in their own education body. */
  empresa_id: idOpcional(DISCIPLINA_MENSAGENS.empresa),
});

export const disciplinaUpdate = disciplinaInput.extend({ updated_at: versao() });
export const disciplinaAtivo = z.object({ ativo: z.boolean({ error: DISCIPLINA_MENSAGENS.ativo }) });

/** Carga horária falls back to 0 when what was typed is not a number, rather than blocking the form. */
export function cargaHorariaDoCampo(valor: string): number {
  const n = Number.parseInt(valor, 10);
  return Number.isNaN(n) ? 0 : n;
}

/** A subject as the API answers it. */
export const disciplinaResposta = z.object({
  id: z.string().uuid(),
  empresa_id: z.string().uuid(),
  empresa_nome: z.string().nullable(),
  nome: z.string(),
  descricao: z.string().nullable(),
  disciplina: z.enum(CODIGOS_DISCIPLINA),
  serie_ano: z.enum(SERIES_DISCIPLINA),
  bimestre: z.enum(BIMESTRES),
  carga_horaria: z.number().int(),
  objetivos: z.string().nullable(),
  competencias: z.string().nullable(),
  habilidades: z.string().nullable(),
  ativo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Disciplina = z.infer<typeof disciplinaResposta>;
