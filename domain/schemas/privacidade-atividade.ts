import { z } from 'zod';
import { CONFLITO, textoObrigatorio, versao } from '../academico/campos';

/** The record of processing (LGPD art. 37): one activity per row, with pt-BR messages. */
export const ATIVIDADE_MENSAGENS = {
  nome: 'Informe o nome da atividade',
  finalidade: 'Informe a finalidade',
  baseLegal: 'Informe a base legal',
  dados: 'Informe os dados tratados',
  titulares: 'Informe os titulares',
  compartilhamento: 'Informe com quem os dados são compartilhados (ou "Nenhum")',
  retencao: 'Informe por quanto tempo os dados são guardados',
  longo: 'Texto longo demais',
  empresa: 'Empresa inválida',
  // Answered by the server.
  naoEncontrada: 'Atividade não encontrada.',
  ultima: 'O registro precisa de ao menos uma atividade: toda rede trata dados de alunos.',
  empresaObrigatoria: 'Empresa é obrigatória',
  empresaNaoEncontrada: 'Empresa não encontrada',
  outraEmpresa: 'Você não tem permissão para alterar a privacidade desta empresa',
  semEmpresa: 'Usuário não está vinculado a uma empresa',
  conflito: CONFLITO,
  criada: 'Atividade adicionada ao registro',
  atualizada: 'Atividade atualizada',
  excluida: 'Atividade excluída do registro',
  confirmarExclusao: (nome: string) => `Excluir a atividade "${nome}" do registro de tratamento?`,
} as const;
const MSG = ATIVIDADE_MENSAGENS;

const texto = (obrigatorio: string, max = 2000) => textoObrigatorio(obrigatorio, max, MSG.longo);

const campos = {
  nome: texto(MSG.nome, 200),
  finalidade: texto(MSG.finalidade),
  base_legal: texto(MSG.baseLegal),
  dados: texto(MSG.dados),
  titulares: texto(MSG.titulares),
  compartilhamento: texto(MSG.compartilhamento),
  retencao: texto(MSG.retencao),
};

export const atividadeInput = z.object({ ...campos, empresa_id: z.string().uuid(MSG.empresa).optional() });
export type AtividadeInput = z.input<typeof atividadeInput>;
export const atividadeUpdate = z.object({ ...campos, updated_at: versao() });

export const atividadeResposta = z.object({
  id: z.string().uuid(),
  empresa_id: z.string().uuid(),
  nome: z.string(),
  finalidade: z.string(),
  base_legal: z.string(),
  dados: z.string(),
  titulares: z.string(),
  compartilhamento: z.string(),
  retencao: z.string(),
  /** One of the repository's defaults (still as shipped or edited since). */
  padrao: z.boolean(),
  updated_at: z.string(),
});
export type Atividade = z.infer<typeof atividadeResposta>;

/** The whole record of one network: a short document, read whole. */
export const registroTratamentoResposta = z.object({
  empresa_id: z.string().uuid(),
  empresa_nome: z.string(),
  itens: z.array(atividadeResposta),
  pode_editar: z.boolean(),
});
export type RegistroTratamento = z.infer<typeof registroTratamentoResposta>;
