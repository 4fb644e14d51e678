import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import type { Mencao } from '../../../domain/schemas/privacidade-titular';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { alunos, alunosResponsaveis, auditoria, responsaveis, usuarios } from '../../db/schema';
import { ident } from '../backup/catalog';
import { type Pessoa, type Substituicao, escaparRegex, substituicoesDoAluno, substituirEmJson } from './anonimizacao-textos';
import type { TitularDaRede } from './titular-fontes';

/** How a column holds its text: plain, a list of texts (text[]) or JSON. */
type Forma = 'texto' | 'lista' | 'json';

interface ColunaDeMencao {
  nome: string;
  /** The column in words, after the table's label ('Pendência — descrição'). */
  rotulo: string;
  forma?: Forma;
  /** The passage shown is read without the markup. */
  html?: boolean;
}

interface FonteDeMencao {
  tabela: string;
  rotulo: string;
  /** The primary key's columns: with the column, the mention's id. */
  chave: readonly string[];
  colunas: readonly ColunaDeMencao[];
  /** A rewritten row is a new version: an edit opened before it gets 409 instead of writing the name back. */
  versionada: boolean;
  /**
   * The rows of the student's network this source reads, without the ones the anonymisation deletes
   * or rewrites anyway (the student's own pendencies, its account's notifications…).
   */
  onde: (t: TitularDaRede) => SQL;
}

const daRede = (t: TitularDaRede) => sql`empresa_id = ${t.empresa_id}`;
const deOutroAluno = (t: TitularDaRede) => sql`${daRede(t)} and aluno_id is distinct from ${t.aluno_id}`;
/** Users of the student's network other than its own account (deleted with it): their inbox and mail. */
const aUsuarioDaRede = (t: TitularDaRede) =>
  sql`usuario_id in (select id from usuarios where empresa_id = ${t.empresa_id}) and usuario_id is distinct from ${t.usuario_id}`;
const semIds = (coluna: string, t: TitularDaRede) =>
  sql.join(
    [t.aluno_id, ...(t.usuario_id ? [t.usuario_id] : [])].map((id) => sql`strpos(coalesce(${sql.raw(coluna)}, ''), ${id}) = 0`),
    sql` and `,
  );

/**
 * The free text of a network where a person types or the system writes a student's name about
 * something else: listed by hand, column by column. Left out on purpose: the registry (schools,
 * networks, users, classes' names, subjects, settings, identity and customisation), whose values
 * are nobody's personal data and which a record's copy of them must never rename; the audit log
 * and the access log (the network's evidence); the security incidents (a record owed to the ANPD);
 * and the rows the anonymisation already deletes or rewrites because they point at the student.
 */
export const FONTES_DE_MENCAO: readonly FonteDeMencao[] = [
  {
    tabela: 'pendencias',
    rotulo: 'Pendência',
    chave: ['id'],
    colunas: [
      { nome: 'titulo', rotulo: 'título' },
      { nome: 'descricao', rotulo: 'descrição' },
      { nome: 'observacoes', rotulo: 'observações' },
      { nome: 'motivo_cancelamento', rotulo: 'motivo do cancelamento' },
    ],
    versionada: true,
    onde: deOutroAluno,
  },
  {
    tabela: 'avaliacoes',
    rotulo: 'Avaliação',
    chave: ['id'],
    colunas: [
      { nome: 'titulo', rotulo: 'título' },
      { nome: 'descricao', rotulo: 'descrição' },
      { nome: 'observacoes', rotulo: 'observações' },
    ],
    versionada: true,
    onde: daRede,
  },
  {
    tabela: 'notas',
    rotulo: 'Nota de outro aluno',
    chave: ['id'],
    colunas: [{ nome: 'observacoes', rotulo: 'observações' }],
    versionada: true,
    onde: deOutroAluno,
  },
  {
    tabela: 'frequencias',
    rotulo: 'Frequência de outro aluno',
    chave: ['id'],
    colunas: [{ nome: 'observacoes', rotulo: 'observações' }],
    versionada: true,
    onde: deOutroAluno,
  },
  {
    tabela: 'turmas',
    rotulo: 'Turma',
    chave: ['id'],
    colunas: [{ nome: 'observacoes', rotulo: 'observações' }],
    versionada: true,
    onde: daRede,
  },
  {
    tabela: 'conselhos_classe',
    rotulo: 'Conselho de classe',
    chave: ['id'],
    colunas: [
      { nome: 'observacoes', rotulo: 'observações' },
      { nome: 'convidados', rotulo: 'convidados', forma: 'lista' },
      { nome: 'pauta', rotulo: 'pauta', forma: 'lista' },
    ],
    versionada: true,
    onde: daRede,
  },
  {
    tabela: 'conselhos_decisoes',
    rotulo: 'Decisão do conselho sobre outro aluno',
    chave: ['conselho_id', 'versao', 'aluno_id'],
    colunas: [
      { nome: 'recomendacao_aluno', rotulo: 'recomendação ao aluno' },
      { nome: 'recomendacao_familia', rotulo: 'recomendação à família' },
      { nome: 'justificativa', rotulo: 'justificativa' },
    ],
    versionada: true,
    onde: deOutroAluno,
  },
  {
    tabela: 'conselhos_eventos',
    rotulo: 'Histórico do conselho de classe',
    chave: ['id'],
    colunas: [{ nome: 'motivo', rotulo: 'motivo' }],
    versionada: false,
    onde: daRede,
  },
  {
    tabela: 'fechamentos_bimestrais',
    rotulo: 'Fechamento do bimestre',
    chave: ['id'],
    colunas: [
      { nome: 'observacoes', rotulo: 'observações' },
      { nome: 'justificativa', rotulo: 'justificativa' },
    ],
    versionada: true,
    onde: daRede,
  },
  {
    tabela: 'fechamentos_eventos',
    rotulo: 'Histórico do fechamento',
    chave: ['id'],
    colunas: [{ nome: 'motivo', rotulo: 'motivo' }],
    versionada: false,
    onde: daRede,
  },
  {
    tabela: 'fechamentos_anuais',
    rotulo: 'Fechamento do ano',
    chave: ['id'],
    colunas: [{ nome: 'observacoes', rotulo: 'observações' }],
    versionada: true,
    onde: daRede,
  },
  {
    tabela: 'solicitacoes_titulares',
    rotulo: 'Pedido de titular de outro aluno',
    chave: ['id'],
    colunas: [
      { nome: 'descricao', rotulo: 'descrição' },
      { nome: 'resposta', rotulo: 'resposta' },
    ],
    versionada: true,
    onde: deOutroAluno,
  },
  {
    tabela: 'relatorios',
    rotulo: 'Relatório pedido',
    chave: ['id'],
    colunas: [
      { nome: 'titulo', rotulo: 'título' },
      { nome: 'parametros', rotulo: 'parâmetros', forma: 'json' },
    ],
    versionada: false,
    onde: daRede,
  },
  {
    tabela: 'notificacoes',
    rotulo: 'Notificação a um usuário da rede',
    chave: ['id'],
    colunas: [
      { nome: 'titulo', rotulo: 'título' },
      { nome: 'mensagem', rotulo: 'mensagem' },
    ],
    versionada: false,
    // One whose link points at the student is about it, and rewritten without asking (titular-fontes.ts).
    onde: (t) => sql`${aUsuarioDaRede(t)} and ${semIds('link', t)}`,
  },
  {
    tabela: 'caixa_saida',
    rotulo: 'Mensagem a um usuário da rede',
    chave: ['id'],
    colunas: [
      { nome: 'assunto', rotulo: 'assunto' },
      { nome: 'corpo_texto', rotulo: 'texto' },
      { nome: 'corpo_html', rotulo: 'texto formatado', html: true },
    ],
    versionada: false,
    // A password-reset message holds a working link until it is delivered: never shown.
    onde: (t) => sql`${aUsuarioDaRede(t)} and not sensivel`,
  },
];

/** A mention as found, with what the rewrite needs: the row's key and the value read. */
export interface MencaoEncontrada extends Mencao {
  fonte: FonteDeMencao;
  coluna: ColunaDeMencao;
  chave: string[];
  valor: unknown;
}

/** Every text inside a value: itself, a list's items, a JSON's strings (not its keys). */
function textos(valor: unknown): string[] {
  if (typeof valor === 'string') return [valor];
  if (Array.isArray(valor)) return valor.flatMap(textos);
  if (valor && typeof valor === 'object') return Object.values(valor).flatMap(textos);
  return [];
}

const MARGEM = 80;

/** The passage around the first occurrence, on one line, cut at word boundaries. */
function trechoDe(texto: string, padrao: RegExp, html: boolean): string {
  const limpo = (html ? texto.replace(/<[^>]*>/g, ' ') : texto).replace(/\s+/g, ' ').trim();
  const achado = padrao.exec(limpo);
  if (!achado) return limpo.slice(0, MARGEM * 2);
  let inicio = Math.max(0, achado.index - MARGEM);
  let fim = Math.min(limpo.length, achado.index + achado[0].length + MARGEM);
  if (inicio > 0) inicio = Math.min(limpo.indexOf(' ', inicio) + 1 || inicio, achado.index);
  if (fim < limpo.length) fim = Math.max(limpo.lastIndexOf(' ', fim), achado.index + achado[0].length);
  return `${inicio > 0 ? '…' : ''}${limpo.slice(inicio, fim).trim()}${fim < limpo.length ? '…' : ''}`;
}

const idDaMencao = (tabela: string, chave: readonly string[], coluna: string) => `${tabela}:${chave.join('/')}:${coluna}`;

/**
 * The free text of the student's network that holds one of its distinctive values (a full name,
 * an e-mail, a phone, an address, the INEP code: anonimizacao-textos.ts), column by column, in a
 * stable order. The review screen lists them, the export carries them, and the anonymisation
 * rewrites those the operator approved; inside its transaction `bloquear` holds the rows until it ends.
 */
export async function listarMencoes(
  db: Db | Tx,
  t: TitularDaRede,
  subs: readonly Substituicao[],
  { bloquear = false } = {},
): Promise<MencaoEncontrada[]> {
  const distintivos = subs.filter((s) => s.distintivo);
  if (!distintivos.length) return [];
  const padraoSql = distintivos.map((s) => escaparRegex(s.valor)).join('|');
  const padrao = new RegExp(padraoSql, 'iu');
  const achadas: MencaoEncontrada[] = [];
  for (const fonte of FONTES_DE_MENCAO) {
    const col = (c: ColunaDeMencao) => sql.raw(ident(c.nome));
    const linhas = await queryRows<{ chave: string[]; valores: Record<string, unknown> }>(
      db,
      sql`select jsonb_build_array(${sql.join(
        fonte.chave.map((k) => sql`${sql.raw(ident(k))}::text`),
        sql`, `,
      )}) as chave,
             jsonb_build_object(${sql.join(
               fonte.colunas.map((c) => sql`${c.nome}::text, to_jsonb(${col(c)})`),
               sql`, `,
             )}) as valores
          from ${sql.raw(ident(fonte.tabela))}
          where (${fonte.onde(t)}) and (${sql.join(
            fonte.colunas.map((c) => sql`${col(c)}::text ~* ${padraoSql}`),
            sql` or `,
          )})
          order by ${sql.join(
            fonte.chave.map((k) => sql.raw(ident(k))),
            sql`, `,
          )}${bloquear ? sql` for update` : sql``}`,
    );
    for (const linha of linhas)
      for (const coluna of fonte.colunas) {
        const valor = linha.valores[coluna.nome];
        // The database matched the column's text form; a match only in a JSON key or an escape is no mention.
        const texto = textos(valor).find((v) => padrao.test(v));
        if (texto === undefined) continue;
        achadas.push({
          id: idDaMencao(fonte.tabela, linha.chave, coluna.nome),
          tabela: fonte.tabela,
          rotulo: `${fonte.rotulo} — ${coluna.rotulo}`,
          trecho: trechoDe(texto, padrao, coluna.html ?? false),
          fonte,
          coluna,
          chave: linha.chave,
          valor,
        });
      }
  }
  return achadas;
}

/** What the review screen and the export show of a mention. */
export const apresentarMencao = (m: Mencao): Mencao => ({ id: m.id, tabela: m.tabela, rotulo: m.rotulo, trecho: m.trecho });

/**
 * Rewrites the approved mentions with every value of the student replaced (the row was read as
 * being about it), each only if its text is still the one listed. Returns the rows changed per table.
 */
export async function reescreverMencoes(
  tx: Tx,
  mencoes: readonly MencaoEncontrada[],
  subs: readonly Substituicao[],
): Promise<Record<string, number>> {
  const alterados: Record<string, number> = {};
  for (const m of mencoes) {
    const novo = substituirEmJson(m.valor, subs);
    const json = JSON.stringify(novo);
    const forma = m.coluna.forma ?? 'texto';
    const valorNovo =
      forma === 'texto'
        ? sql`${novo as string}`
        : forma === 'lista'
          ? sql`array(select e from jsonb_array_elements_text(${json}::jsonb) with ordinality as x(e, i) order by i)`
          : sql`${json}::jsonb`;
    const c = sql.raw(ident(m.coluna.nome));
    const naChave = sql.join(
      m.fonte.chave.map((k, i) => sql`${sql.raw(ident(k))} = ${m.chave[i]}`),
      sql` and `,
    );
    const [r] = await queryRows<{ n: number }>(
      tx,
      sql`with alteradas as (
            update ${sql.raw(ident(m.fonte.tabela))} set ${c} = ${valorNovo}${m.fonte.versionada ? sql`, updated_at = now()` : sql``}
            where ${naChave} and to_jsonb(${c}) = ${JSON.stringify(m.valor)}::jsonb returning 1
          ) select count(*)::int as n from alteradas`,
    );
    if (r?.n) alterados[m.fonte.tabela] = (alterados[m.fonte.tabela] ?? 0) + r.n;
  }
  return alterados;
}

/**
 * Every version of the student the database holds: the record, its account, and the values an edit
 * replaced, read from the audit entries about either (a former name is as personal as the current one).
 */
export async function pessoasDoTitular(db: Db | Tx, t: TitularDaRede): Promise<Pessoa[]> {
  const ids = [t.aluno_id, ...(t.usuario_id ? [t.usuario_id] : [])];
  const registro = await db.select().from(alunos).where(eq(alunos.id, t.aluno_id));
  const conta = t.usuario_id ? await db.select().from(usuarios).where(eq(usuarios.id, t.usuario_id)) : [];
  const familia = await db
    .select({
      nome: responsaveis.nome,
      cpf: responsaveis.cpf,
      telefone: responsaveis.telefone,
      telefone_2: responsaveis.telefone_2,
      email: responsaveis.email,
    })
    .from(alunosResponsaveis)
    .innerJoin(responsaveis, eq(responsaveis.id, alunosResponsaveis.responsavel_id))
    .where(eq(alunosResponsaveis.aluno_id, t.aluno_id));
  const versoes = await db
    .select({ acao: auditoria.acao, antes: auditoria.antes, depois: auditoria.depois })
    .from(auditoria)
    .where(inArray(auditoria.entidade_id, ids));
  const objeto = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object';
  // The family first: a parent who is also in the filiação is replaced as the guardian ('[responsável removido]').
  return [
    ...familia.map(comoResponsavel),
    ...registro,
    ...conta,
    // A guardian's entry (services/responsaveis) is about the guardian, not the student: its nome is the guardian's.
    ...versoes.flatMap((l) =>
      [l.antes, l.depois].filter(objeto).map((v) => (l.acao.endsWith('_responsavel') ? comoResponsavel(v) : (v as Pessoa))),
    ),
  ];
}

/** A guardian's data as the fields the replacement knows (its name and phone as the guardian's, the rest as contacts). */
function comoResponsavel(g: {
  nome?: unknown;
  cpf?: unknown;
  telefone?: unknown;
  telefone_2?: unknown;
  email?: unknown;
}): Pessoa {
  return { responsavel: g.nome, telefone_responsavel: g.telefone, telefone: g.telefone_2, email: g.email, cpf: g.cpf };
}

/**
 * The mentions of the student for the review screen and the export, read with the same values the
 * anonymisation looks for (the pseudonym is only known when it happens; the search does not use it).
 */
export async function carregarMencoes(db: Db | Tx, t: TitularDaRede): Promise<MencaoEncontrada[]> {
  const subs = substituicoesDoAluno(await pessoasDoTitular(db, t), { nome: 'Aluno anonimizado', matricula: 'ANON' });
  return listarMencoes(db, t, subs);
}
