import { z } from 'zod';

/** The audit viewer's filters (Configurações → Segurança), shared by the form and the API. */
const dataHora = z.iso.datetime({ offset: true, error: 'Data inválida' }).refine(
  (v) => {
    const ano = new Date(v).getUTCFullYear();
    return ano >= 1 && ano <= 9999;
  },
  { message: 'Data inválida' },
);

const texto = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'Texto longo demais')
    .optional()
    .transform((v) => v || undefined);

export const auditoriaFiltrosCampos = {
  /** The start of the e-mail of who acted ("prof" finds professor@…). */
  usuario: texto(320),
  entidade: texto(60),
  acao: texto(60),
  de: dataHora.optional(),
  ate: dataHora.optional(),
};

export const PERIODO_INVERTIDO = 'O fim do período é anterior ao início.';
export const periodoEmOrdem = (f: { de?: string; ate?: string }) => !f.de || !f.ate || new Date(f.de) <= new Date(f.ate);

/** The filters as the server reads them (auditoriaFiltrosCampos, with the period in order). */
export type AuditoriaFiltros = z.infer<z.ZodObject<typeof auditoriaFiltrosCampos>>;

/** Labels for the actions recorded so far; any other action shows as recorded. */
export const ACAO_AUDITORIA_LABEL: Record<string, string> = {
  login: 'Login',
  login_falhou: 'Login falhou',
  login_bloqueado: 'Login recusado (conta bloqueada)',
  login_aguardando_codigo: 'Senha correta, aguardando código',
  conta_bloqueada: 'Conta bloqueada',
  logout: 'Logout',
  logout_todos: 'Logout de todos os dispositivos',
  senha_alterada: 'Senha alterada',
  senha_redefinida: 'Senha redefinida',
  dois_fatores_ativado: 'Verificação em duas etapas ativada',
  dois_fatores_desativado: 'Verificação em duas etapas desativada',
  codigos_recuperacao_gerados: 'Novos códigos de recuperação',
  criar: 'Criar',
  atualizar: 'Atualizar',
  deletar: 'Excluir',
  exportar: 'Exportar',
  restaurar: 'Restaurar',
  emitir: 'Emitir',
  gerar: 'Gerar',
  baixar: 'Baixar',
  expurgar: 'Expurgar (prazo de guarda)',
  publicar: 'Publicar',
  responder: 'Responder',
};

export const ENTIDADE_AUDITORIA_LABEL: Record<string, string> = {
  sessao: 'Sessão',
  usuario: 'Usuário',
  empresa: 'Empresa',
  escola: 'Escola',
  papel: 'Papel',
  configuracao: 'Configuração',
  auditoria: 'Auditoria',
  backup: 'Backup',
  aluno: 'Aluno',
  turma: 'Turma',
  nota: 'Nota',
  frequencia: 'Frequência',
  relatorio: 'Relatório',
  relatorio_alunos: 'Relatório de Alunos',
  boletim: 'Boletim',
  acessos_dados_pessoais: 'Registro de acessos a dados pessoais',
  aviso_privacidade: 'Aviso de privacidade',
  solicitacao_titular: 'Solicitação de titular',
  atividade_tratamento: 'Atividade de tratamento',
  incidente_seguranca: 'Incidente de segurança',
};

export const acaoAuditoriaLabel = (acao: string) => ACAO_AUDITORIA_LABEL[acao] ?? acao;
export const entidadeAuditoriaLabel = (entidade: string) => ENTIDADE_AUDITORIA_LABEL[entidade] ?? entidade;

/** One audit entry as the API answers it: before and after are the stored JSON, or null. */
export const auditoriaResposta = z.object({
  id: z.string().uuid(),
  created_at: z.string(),
  usuario_id: z.string().uuid().nullable(),
  usuario_email: z.string().nullable(),
  acao: z.string(),
  entidade: z.string(),
  entidade_id: z.string().nullable(),
  ip: z.string().nullable(),
  antes: z.unknown(),
  depois: z.unknown(),
});
export type RegistroAuditoria = z.infer<typeof auditoriaResposta>;
