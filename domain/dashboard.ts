/** Texts of the dashboard's recent activity (spec 2 "Dashboard"), from the audit log's action and entity. */
const ACAO: Record<string, string> = {
  criar: 'Criou',
  atualizar: 'Atualizou',
  deletar: 'Excluiu',
  excluir: 'Excluiu',
  login: 'Entrou no sistema',
  login_falhou: 'Tentativa de login recusada',
  logout: 'Saiu do sistema',
  logout_todos: 'Saiu de todos os dispositivos',
  restaurar: 'Restaurou',
  baixar: 'Baixou',
  enviar: 'Enviou',
  enviar_foto: 'Trocou a foto do perfil',
  remover_foto: 'Removeu a foto do perfil',
  restaurar_padroes: 'Restaurou os padrões da customização',
  backup_automatico: 'Backup automático',
  conceder_permissao: 'Concedeu uma permissão',
  revogar_permissao: 'Revogou uma permissão',
};

const ENTIDADE: Record<string, string> = {
  escola: 'uma escola',
  empresa: 'uma empresa',
  usuario: 'um usuário',
  papel: 'um papel',
  perfil: 'o próprio perfil',
  configuracao: 'as configurações',
  customizacao: 'a customização',
  backup: 'um backup',
  arquivo: 'um arquivo',
  turma: 'uma turma',
  aluno: 'um aluno',
  disciplina: 'uma disciplina',
};

/** Actions whose text already says everything (no entity after it). */
const COMPLETAS = new Set(['login', 'login_falhou', 'logout', 'logout_todos', 'enviar_foto', 'remover_foto', 'restaurar_padroes', 'backup_automatico', 'conceder_permissao', 'revogar_permissao']);

export function descricaoAtividade(acao: string, entidade: string): string {
  const verbo = ACAO[acao] ?? acao.replace(/_/g, ' ');
  if (COMPLETAS.has(acao)) return verbo;
  return `${verbo} ${ENTIDADE[entidade] ?? entidade}`;
}
