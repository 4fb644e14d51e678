import { type SQL, sql } from 'drizzle-orm';
import type { CategoriaDoTitular } from '../../../domain/privacidade/titular';

/** The student and its sign-in account: what every source is looked up by. */
export interface Titular {
  aluno_id: string;
  usuario_id: string | null;
  /**
   * The sign-in account's e-mail, lower-case: unique among the users, so a row keyed by it is the
   * account's. The record's own contacts are not used to find rows: anyone may type any address
   * there, another network's user's included.
   */
  conta_email: string | null;
}

/** The student with its network: the free text searched for it is its network's only (mencoes.ts). */
export interface TitularDaRede extends Titular {
  empresa_id: string;
}

/**
 * What anonymisation does with a source's rows:
 * - 'selar': they are legal-hold data; sealed into documents (privacidade/selagem), then deleted;
 * - 'apagar': deleted outright;
 * - 'conta': they follow the student's account, which is deleted (the foreign key cascades or
 *   clears them; titular-fontes.test.ts checks it does one of the two);
 * - 'reescrever': the rows stay (they are other people's records), the student's data in them is
 *   replaced (anonimizacao-textos.ts);
 * - 'manter': the rows stay as they are: they hold no personal data beyond the student's id, or
 *   they are the network's evidence (the audit log).
 *
 * Free text of the network that names the student without pointing at it (a pendency of another
 * student, a council's notes) is not a source here: mencoes.ts finds it, the operator reviews it.
 */
type Destino = 'selar' | 'apagar' | 'conta' | 'reescrever' | 'manter';

/** A table with a foreign key to the student (alunos) or to its account (usuarios). */
export interface FontePorChave {
  tabela: string;
  coluna: string;
  referencia: 'alunos' | 'usuarios';
  categoria: CategoriaDoTitular;
  destino: Destino;
}

/** A table that names the student without a foreign key (ids in text or JSON, e-mail addresses). */
export interface FonteSemChave {
  tabela: string;
  /** Why the rows concern the student, for the reader of this list. */
  motivo: string;
  categoria: CategoriaDoTitular;
  destino: Destino;
  onde: (t: Titular) => SQL;
}

const aluno = (tabela: string, categoria: CategoriaDoTitular, destino: Destino = 'selar'): FontePorChave => ({
  tabela,
  coluna: 'aluno_id',
  referencia: 'alunos',
  categoria,
  destino,
});
/** A key to the student under another column name. */
const alunoPor = (tabela: string, coluna: string, categoria: CategoriaDoTitular, destino: Destino): FontePorChave => ({
  ...aluno(tabela, categoria, destino),
  coluna,
});
const conta = (tabela: string, coluna: string, categoria: CategoriaDoTitular): FontePorChave => ({
  tabela,
  coluna,
  referencia: 'usuarios',
  categoria,
  destino: 'conta',
});

/**
 * Every foreign key to alunos and to usuarios, each once. A table added with such a key and left
 * out of here fails titular-fontes.test.ts, which reads them from the database's catalog: the
 * export would silently miss it, and anonymisation would leave the student in it.
 */
export const FONTES_POR_CHAVE: readonly FontePorChave[] = [
  aluno('matriculas', 'matriculas'),
  aluno('notas', 'notas'),
  aluno('recuperacoes_finais', 'notas'),
  aluno('avaliacoes_resultados', 'avaliacoes'),
  aluno('frequencias', 'frequencia'),
  aluno('frequencias_totais', 'frequencia'),
  aluno('fechamentos_snapshots', 'resultados'),
  aluno('resultados_finais', 'resultados'),
  aluno('conselhos_decisoes', 'conselho'),
  // The ficha's sensitive part (art. 11) and the links to the guardians: deleted; a guardian left with
  // no child goes too (anonimizacao.ts, with the `responsaveis` source below).
  aluno('alunos_dados_sensiveis', 'cadastro', 'apagar'),
  aluno('alunos_responsaveis', 'cadastro', 'apagar'),
  // Pendencies about the student are the staff's working notes, not part of the school record.
  aluno('pendencias', 'pendencias', 'apagar'),
  // The boletins' public check would keep confirming the student's name and figures.
  aluno('documentos_emitidos', 'documentos', 'apagar'),
  // The request stays (the network's answer to it is accountable); the requester's name goes.
  aluno('solicitacoes_titulares', 'privacidade', 'reescrever'),
  // The legal hold itself: written by the anonymisation, encrypted, and kept.
  aluno('documentos_selados', 'documentos', 'manter'),
  // A spreadsheet line holds the student's data as typed; the line → student map of the re-run check
  // holds only a hash. Both go: a new import of the same line would then create the student again.
  aluno('importacoes_linhas', 'cadastro', 'apagar'),
  aluno('importacoes_alunos', 'cadastro', 'apagar'),
  // A suspicion of duplicate is working data; a merge is the network's record of what moved (ids only),
  // kept so that it can still be undone. A record merged into the student is the same child's: exported
  // with it.
  alunoPor('duplicados_suspeitos', 'aluno_a', 'cadastro', 'apagar'),
  alunoPor('duplicados_suspeitos', 'aluno_b', 'cadastro', 'apagar'),
  alunoPor('fusoes_alunos', 'aluno_mantido_id', 'cadastro', 'manter'),
  alunoPor('fusoes_alunos', 'aluno_fundido_id', 'cadastro', 'manter'),
  alunoPor('alunos', 'fundido_no_aluno_id', 'cadastro', 'manter'),
  conta('alunos', 'usuario_id', 'cadastro'),
  conta('sessoes', 'usuario_id', 'conta'),
  conta('contas', 'usuario_id', 'conta'),
  conta('dois_fatores', 'usuario_id', 'conta'),
  conta('codigos_totp_usados', 'usuario_id', 'conta'),
  conta('chaves_idempotencia', 'usuario_id', 'conta'),
  conta('preferencias_notificacao', 'usuario_id', 'conta'),
  conta('notificacoes', 'usuario_id', 'comunicacoes'),
  conta('caixa_saida', 'usuario_id', 'comunicacoes'),
  conta('arquivos', 'usuario_id', 'arquivos'),
  conta('relatorios', 'solicitante_id', 'documentos'),
  // Work a staff account does; an aluno account has none, but the export does not assume it.
  conta('usuarios_escolas', 'usuario_id', 'conta'),
  conta('atribuicoes', 'professor_id', 'conta'),
  conta('turmas', 'professor_responsavel_id', 'conta'),
  conta('avaliacoes', 'professor_id', 'conta'),
  conta('frequencias', 'registrado_por', 'frequencia'),
  conta('objetos_conhecimento', 'criado_por', 'conta'),
  conta('pendencias', 'responsavel_id', 'pendencias'),
  conta('conselhos_classe', 'coordenador_id', 'conselho'),
  conta('conselhos_participantes', 'usuario_id', 'conselho'),
  conta('conselhos_decisoes', 'usuario_id', 'conselho'),
  conta('conselhos_eventos', 'usuario_id', 'conselho'),
  conta('fechamentos_eventos', 'usuario_id', 'resultados'),
  conta('documentos_emitidos', 'emitido_por', 'documentos'),
  conta('ciencias_aviso_privacidade', 'usuario_id', 'privacidade'),
  conta('avisos_privacidade', 'publicado_por', 'privacidade'),
  conta('solicitacoes_titulares', 'criado_por', 'privacidade'),
  conta('solicitacoes_titulares', 'respondida_por', 'privacidade'),
  conta('incidentes_seguranca', 'criado_por', 'privacidade'),
  conta('documentos_selados', 'selado_por', 'documentos'),
  conta('importacoes', 'solicitante_id', 'cadastro'),
  conta('duplicados_suspeitos', 'decidido_por', 'cadastro'),
  conta('fusoes_alunos', 'fundido_por', 'cadastro'),
  conta('fusoes_alunos', 'desfeita_por', 'cadastro'),
];

/** `texto` mentions the uuid (a JSON or text copy of an id). */
const menciona = (texto: SQL, id: string) => sql`strpos(${texto}, ${id}) > 0`;
const daConta = (coluna: SQL, t: Titular) => (t.conta_email ? sql`lower(${coluna}) = ${t.conta_email}` : sql`false`);
const ids = (t: Titular) => [t.aluno_id, ...(t.usuario_id ? [t.usuario_id] : [])];
const qualquer = (partes: SQL[]) => sql.join(partes, sql` or `);

/**
 * The tables that name the student without a foreign key, listed by hand: the catalog cannot
 * find them. titular-fontes.test.ts fails on a column named like a student or user id
 * (aluno_id, usuario_id, …) that has no foreign key and is not read here.
 */
export const FONTES_SEM_CHAVE: readonly FonteSemChave[] = [
  {
    // Sealed evidence: what was done to the record and by whom stays as written (the audit viewer
    // hides the values of an anonymised student's entries, routes/auditoria). Its author column has no
    // foreign key for the same reason: deleting the account leaves the entries the student made as they were.
    tabela: 'auditoria',
    motivo:
      'registros feitos pela conta do aluno ou sobre o aluno e a sua conta: o id no autor, na entidade ou nos valores de antes e depois',
    categoria: 'registros',
    destino: 'manter',
    onde: (t) =>
      qualquer(
        ids(t).flatMap((id) => [
          ...(id === t.usuario_id ? [sql`usuario_id = ${id}`] : []),
          sql`entidade_id = ${id}`,
          menciona(sql`coalesce(antes::text, '')`, id),
          menciona(sql`coalesce(depois::text, '')`, id),
        ]),
      ),
  },
  {
    tabela: 'notificacoes',
    motivo: 'avisos a outros usuários cujo link aponta para o aluno',
    categoria: 'comunicacoes',
    destino: 'reescrever',
    onde: (t) => qualquer(ids(t).map((id) => menciona(sql`coalesce(link, '')`, id))),
  },
  {
    // The answer a repeated request would get (a day at most) holds the record it created or edited.
    tabela: 'chaves_idempotencia',
    motivo: 'respostas guardadas de pedidos sobre o aluno, para uma repetição do mesmo pedido',
    categoria: 'registros',
    destino: 'reescrever',
    onde: (t) => qualquer(ids(t).map((id) => menciona(sql`coalesce(resposta, '')`, id))),
  },
  {
    tabela: 'relatorios',
    motivo: 'relatórios pedidos com o aluno nos parâmetros',
    categoria: 'documentos',
    destino: 'apagar',
    onde: (t) => qualquer(ids(t).map((id) => menciona(sql`parametros::text`, id))),
  },
  {
    // Append-only and without foreign keys by design: a staff member's read of the student's data
    // is the network's record and stays (it names the student only by the id of the anonymised row).
    tabela: 'acessos_dados_pessoais',
    motivo: 'leituras dos dados do aluno pela equipe',
    categoria: 'privacidade',
    destino: 'manter',
    onde: (t) => sql`aluno_id = ${t.aluno_id}`,
  },
  {
    // The student's own reads carry its account's name: they go, through the purge's door.
    tabela: 'acessos_dados_pessoais',
    motivo: 'leituras feitas pela conta do aluno',
    categoria: 'privacidade',
    destino: 'apagar',
    onde: (t) => (t.usuario_id ? sql`usuario_id = ${t.usuario_id}` : sql`false`),
  },
  {
    // The guardians are people of their own (a row per person, linked to each child): the student's are
    // its family's data. Anonymisation unlinks them and deletes those left with no other child; one
    // still linked to a sibling stays as the sibling's guardian.
    tabela: 'responsaveis',
    motivo: 'os responsáveis do aluno (nome, CPF, telefones e e-mail)',
    categoria: 'cadastro',
    destino: 'apagar',
    onde: (t) => sql`id in (select responsavel_id from alunos_responsaveis where aluno_id = ${t.aluno_id})`,
  },
  {
    tabela: 'bloqueios_login',
    motivo: 'tentativas de entrada com o e-mail da conta do aluno',
    categoria: 'conta',
    destino: 'apagar',
    onde: (t) => daConta(sql`email`, t),
  },
  {
    tabela: 'verificacoes',
    motivo: 'códigos de redefinição de senha da conta do aluno',
    categoria: 'conta',
    destino: 'apagar',
    onde: (t) => (t.usuario_id ? sql`value = ${t.usuario_id} or ${daConta(sql`identifier`, t)}` : daConta(sql`identifier`, t)),
  },
];
