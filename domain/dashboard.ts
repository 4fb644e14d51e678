/**
 * The dashboard's recent activity as sentences: who did what, with the names of
 * what was touched ("Carlos Lima lançou as notas do 1º bimestre de Matemática — 6º Ano A"),
 * never the audit log's codes. The server reads the names from the audit record (or the rows
 * it points at) and calls this once per line.
 */
export interface AtividadeDados {
  acao: string;
  entidade: string;
  /** The author's name ('Você' when it is the viewer), null for the system's own jobs. */
  quem: string | null;
  /** The name of the row touched (school, class, student, subject, user…), when known. */
  alvo?: string | null;
  turma?: string | null;
  disciplina?: string | null;
  bimestre?: number | null;
  /** A day (yyyy-MM-dd): the roll call's. */
  data?: string | null;
}

/** Sentences that say everything by themselves (the author and a verb). */
const SEM_OBJETO: Record<string, string> = {
  login: 'entrou no sistema',
  login_falhou: 'teve uma tentativa de entrada recusada',
  login_bloqueado: 'teve a entrada bloqueada por tentativas erradas',
  conta_bloqueada: 'teve a conta bloqueada por tentativas erradas',
  login_aguardando_codigo: 'começou a entrar e aguarda o código de verificação',
  logout: 'saiu do sistema',
  logout_todos: 'saiu de todos os dispositivos',
  senha_redefinida: 'redefiniu a senha',
  dois_fatores_ativado: 'ativou a verificação em duas etapas',
  enviar_foto: 'trocou a foto do perfil',
  remover_foto: 'removeu a foto do perfil',
  restaurar_padroes: 'restaurou os padrões da customização',
  backup_automatico: 'fez o backup automático',
  conceder_permissao: 'concedeu uma permissão',
  revogar_permissao: 'revogou uma permissão',
  exportar: 'exportou o log de auditoria',
};

const VERBO: Record<string, string> = {
  criar: 'criou',
  atualizar: 'alterou',
  deletar: 'excluiu',
  excluir: 'excluiu',
  ativar: 'ativou',
  desativar: 'desativou',
  restaurar: 'restaurou',
  baixar: 'baixou',
  enviar: 'enviou',
  importar: 'importou',
};

/** The entity with its article ("a escola"), and its generic form when the name is unknown. */
const ENTIDADE: Record<string, { com: string; sem: string }> = {
  escola: { com: 'a escola', sem: 'uma escola' },
  empresa: { com: 'a empresa', sem: 'uma empresa' },
  usuario: { com: 'o usuário', sem: 'um usuário' },
  papel: { com: 'o papel', sem: 'um papel' },
  turma: { com: 'a turma', sem: 'uma turma' },
  aluno: { com: 'o cadastro de', sem: 'o cadastro de um aluno' },
  disciplina: { com: 'a disciplina', sem: 'uma disciplina' },
  objeto_conhecimento: { com: 'o objeto de conhecimento', sem: 'um objeto de conhecimento' },
  bncc_habilidade: { com: 'a habilidade BNCC', sem: 'habilidades da BNCC' },
  backup: { com: 'o backup', sem: 'um backup' },
  arquivo: { com: 'o arquivo', sem: 'um arquivo' },
  regras_escolares: { com: 'as regras escolares', sem: 'as regras escolares' },
  calendario_letivo: { com: 'o calendário letivo', sem: 'o calendário letivo' },
  perfil: { com: 'o próprio perfil', sem: 'o próprio perfil' },
  customizacao: { com: 'a customização', sem: 'a customização' },
};

/** Which settings an 'atualizar configuracao' touched, by the record's key. */
const CONFIGURACAO: Record<string, string> = {
  geral: 'as configurações do sistema',
  notificacoes: 'as preferências de notificação',
  seguranca: 'as configurações de segurança',
  backup: 'as configurações de backup',
};

/**
 * A subject named after its grade ('Matemática — 6º Ano') is said by its component when the
 * class follows ('Matemática — 6º Ano A'): the class already says the grade.
 */
function semSerie(d: AtividadeDados): AtividadeDados {
  return d.disciplina && d.turma ? { ...d, disciplina: d.disciplina.split(' — ')[0]!.trim() || d.disciplina } : d;
}

/** 'de Matemática — 6º Ano A', or whichever of the two is known. */
function ondeNaTurma(d: AtividadeDados): string {
  const partes = [d.disciplina ? ` de ${d.disciplina}` : '', d.turma ? ` — ${d.turma}` : ''];
  return partes.join('');
}

function diaMes(data: string | null | undefined): string {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(data ?? '');
  return m ? ` de ${m[2]}/${m[1]}` : '';
}

function oQue(dados: AtividadeDados): string {
  const d = semSerie(dados);
  const { acao, entidade } = d;
  if (acao === 'lancar_notas') return `lançou as notas${d.bimestre ? ` do ${d.bimestre}º bimestre` : ''}${ondeNaTurma(d)}`;
  if (acao === 'registrar_chamada')
    return `registrou a chamada${d.disciplina ? ` de ${d.disciplina}` : ''}${diaMes(d.data)}${d.turma ? ` — ${d.turma}` : ''}`;
  if (entidade === 'nota') {
    const de = d.alvo ? ` de ${d.alvo}` : '';
    return `${acao === 'deletar' ? 'excluiu' : 'alterou'} as notas${de}${d.disciplina ? ` em ${d.disciplina}` : ''}${d.turma ? ` — ${d.turma}` : ''}`;
  }
  if (entidade === 'frequencia') {
    const de = d.alvo ? ` de ${d.alvo}` : '';
    return `${acao === 'deletar' ? 'excluiu' : 'alterou'} a frequência${de}${d.disciplina ? ` em ${d.disciplina}` : ''}${diaMes(d.data)}${d.turma ? ` — ${d.turma}` : ''}`;
  }
  if (acao === 'matricular') return `matriculou ${d.alvo ?? 'um aluno'}${d.turma ? ` na turma ${d.turma}` : ''}`;
  if (acao === 'transferir') return `transferiu ${d.alvo ?? 'um aluno'}${d.turma ? ` para a turma ${d.turma}` : ''}`;
  if (acao === 'encerrar') return `encerrou a matrícula de ${d.alvo ?? 'um aluno'}${d.turma ? ` na turma ${d.turma}` : ''}`;
  if (entidade === 'atribuicao') {
    const quem = d.alvo ? ` a ${d.alvo}` : '';
    return acao === 'deletar'
      ? `retirou${d.alvo ? ` ${d.alvo}` : ' um professor'} de${d.disciplina ? ` ${d.disciplina}` : ' uma disciplina'}${d.turma ? ` — ${d.turma}` : ''}`
      : `atribuiu${d.disciplina ? ` ${d.disciplina}` : ' uma disciplina'}${d.turma ? ` do ${d.turma}` : ''}${quem}`;
  }
  if (entidade === 'aluno' && acao === 'criar') return `cadastrou ${d.alvo ? `o aluno ${d.alvo}` : 'um aluno'}`;
  if (entidade === 'configuracao') return `alterou ${CONFIGURACAO[d.alvo ?? ''] ?? 'as configurações'}`;
  if (entidade === 'bncc_habilidade' && acao === 'importar') return 'importou o catálogo da BNCC';

  const verbo = VERBO[acao] ?? acao.replace(/_/g, ' ');
  const ent = ENTIDADE[entidade];
  if (!ent) return `${verbo} ${entidade.replace(/_/g, ' ')}${d.alvo ? ` ${d.alvo}` : ''}`;
  return d.alvo ? `${verbo} ${ent.com} ${d.alvo}` : `${verbo} ${ent.sem}`;
}

/** What was done to a bimonthly closing (the audit's acao). */
const FECHAMENTO_BIMESTRAL: Record<string, string> = {
  criar: 'criou o fechamento bimestral',
  atualizar: 'alterou o fechamento bimestral',
  deletar: 'excluiu o fechamento bimestral',
  finalizar: 'finalizou o fechamento bimestral',
  reabrir: 'reabriu o fechamento bimestral',
  aprovar: 'aprovou o fechamento bimestral',
  exportar: 'exportou os fechamentos bimestrais',
};

export function fraseAtividade(d: AtividadeDados): string {
  const quem = d.quem ?? 'O sistema';
  if (d.entidade === 'fechamento_bimestral' && FECHAMENTO_BIMESTRAL[d.acao])
    return `${quem} ${FECHAMENTO_BIMESTRAL[d.acao]}${ondeNaTurma(semSerie(d))}`;
  const acao = SEM_OBJETO[d.acao];
  return `${quem} ${acao ?? oQue(d)}`;
}

const DIAS_DA_SEMANA = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

const somarDias = (dia: string, n: number) => {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The last weekday before `hoje` (yyyy-MM-dd): the school day whose roll calls are due now. */
export function diaLetivoAnterior(hoje: string): string {
  let dia = somarDias(hoje, -1);
  while ([0, 6].includes(new Date(`${dia}T12:00:00Z`).getUTCDay())) dia = somarDias(dia, -1);
  return dia;
}

/** 'ontem', or the weekday's name when the school day before was further back (Monday → 'sexta-feira'). */
export function quandoFoi(dia: string, hoje: string): string {
  return somarDias(hoje, -1) === dia ? 'ontem' : DIAS_DA_SEMANA[new Date(`${dia}T12:00:00Z`).getUTCDay()]!;
}
