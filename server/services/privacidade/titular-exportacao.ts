import { type SQL, asc, eq, sql } from 'drizzle-orm';
import { COMPARTILHAMENTOS_PADRAO, type CategoriaDoTitular, type Compartilhamento } from '../../../domain/privacidade/titular';
import type { Mencao } from '../../../domain/schemas/privacidade-titular';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { alunos, atividadesTratamento, escolas, usuarios } from '../../db/schema';
import { ident } from '../backup/catalog';
import { lerGeral } from '../identidade';
import type { Storage } from '../storage';
import { apresentarMencao, carregarMencoes } from './mencoes';
import { FONTES_POR_CHAVE, FONTES_SEM_CHAVE, type Titular, type TitularDaRede } from './titular-fontes';

const FORMATO_EXPORTACAO = 'gestao-escolar/dados-do-titular';

type Linha = Record<string, unknown>;

/** The whole export: every row about the student, by table, and the files themselves. */
export interface ExportacaoDoTitular {
  formato: typeof FORMATO_EXPORTACAO;
  versao: 1;
  gerado_em: string;
  /** The network that holds the data (the controller). */
  rede: string;
  titular: { aluno_id: string; nome: string; matricula: string; escola: string; usuario_id: string | null };
  compartilhamentos: readonly Compartilhamento[];
  /** Rows per table name, each as PostgreSQL writes it (row_to_json): dates and numbers keep their text. */
  tabelas: Record<string, Linha[]>;
  /** Each table's category, for the summary. */
  categorias: Record<string, CategoriaDoTitular>;
  /**
   * The free text of the network's other records that names the student (another student's
   * pendency, a council's notes…): where, and the passage, as the anonymisation's review lists them.
   */
  mencoes: Mencao[];
  arquivos: { id: string; finalidade: string; tipo_mime: string; nome_original: string | null; conteudo_base64: string }[];
}

/**
 * Credentials are not the student's data but keys to its account: a copy of them in a file handed
 * over would let whoever reads it sign in. The staff's IP addresses in the audit log are the staff's.
 */
const OMITIR: Record<string, readonly string[]> = {
  sessoes: ['token'],
  contas: ['access_token', 'refresh_token', 'id_token', 'password'],
  dois_fatores: ['segredo', 'codigos_recuperacao'],
  codigos_totp_usados: ['codigo'],
  chaves_idempotencia: ['impressao', 'resposta'],
  verificacoes: ['identifier'],
  // Encrypted bytes, useless in the file; a sealed document is opened on its own, with a reason.
  documentos_selados: ['conteudo'],
};
const OMITIDO = '[omitido por segurança]';

function filtrar(tabela: string, linha: Linha, t: Titular): Linha {
  const fora = [...(OMITIR[tabela] ?? []), ...(tabela === 'auditoria' && linha.usuario_id !== t.usuario_id ? ['ip'] : [])];
  for (const c of fora) if (c in linha && linha[c] !== null) linha[c] = OMITIDO;
  return linha;
}

/** The student, its network and its account, or null when there is no such student. */
export async function carregarTitular(db: Db | Tx, alunoId: string): Promise<TitularDaRede | null> {
  const [a] = await db
    .select({ id: alunos.id, empresa_id: alunos.empresa_id, usuario_id: alunos.usuario_id, conta_email: usuarios.email })
    .from(alunos)
    .leftJoin(usuarios, eq(usuarios.id, alunos.usuario_id))
    .where(eq(alunos.id, alunoId));
  if (!a) return null;
  const contaEmail = a.conta_email?.trim().toLowerCase();
  return { aluno_id: a.id, empresa_id: a.empresa_id, usuario_id: a.usuario_id, conta_email: contaEmail || null };
}

/**
 * Each table and the condition that picks the student's rows in it: the student's own record, its
 * account, every foreign key to either (titular-fontes.ts) and the references without one, OR-ed
 * per table so a row reached two ways comes once.
 */
function consultasDoTitular(t: Titular): Map<string, { categoria: CategoriaDoTitular; onde: SQL[] }> {
  const mapa = new Map<string, { categoria: CategoriaDoTitular; onde: SQL[] }>();
  const somar = (tabela: string, categoria: CategoriaDoTitular, onde: SQL) => {
    const atual = mapa.get(tabela) ?? { categoria, onde: [] };
    atual.onde.push(onde);
    mapa.set(tabela, atual);
  };
  somar('alunos', 'cadastro', sql`id = ${t.aluno_id}`);
  if (t.usuario_id) somar('usuarios', 'conta', sql`id = ${t.usuario_id}`);
  for (const f of FONTES_POR_CHAVE) {
    const id = f.referencia === 'alunos' ? t.aluno_id : t.usuario_id;
    if (id) somar(f.tabela, f.categoria, sql`${sql.raw(ident(f.coluna))} = ${id}`);
  }
  for (const f of FONTES_SEM_CHAVE) somar(f.tabela, f.categoria, sql`(${f.onde(t)})`);
  return mapa;
}

/** The student's rows of every table, as PostgreSQL writes them, in a stable order. */
async function lerLinhasDoTitular(
  db: Db | Tx,
  t: Titular,
): Promise<{ tabelas: Record<string, Linha[]>; categorias: Record<string, CategoriaDoTitular> }> {
  const tabelas: Record<string, Linha[]> = {};
  const categorias: Record<string, CategoriaDoTitular> = {};
  const consultas = [...consultasDoTitular(t)].sort(([a], [b]) => a.localeCompare(b));
  for (const [tabela, { categoria, onde }] of consultas) {
    const linhas = await queryRows<{ j: Linha }>(
      db,
      sql`select row_to_json(t) as j from ${sql.raw(ident(tabela))} t where ${sql.join(onde, sql` or `)} order by row_to_json(t)::text`,
    );
    tabelas[tabela] = linhas.map((l) => filtrar(tabela, l.j, t));
    categorias[tabela] = categoria;
  }
  return { tabelas, categorias };
}

/** A sharing written in the record of processing as its absence ('Não há', 'Nenhum…'). */
const SEM_COMPARTILHAMENTO = /^\s*(n[ãa]o|nenhum|—|-)?\s*$|^\s*(n[ãa]o\b|nenhum)/i;

/** An activity whose data subjects are students or their families (not the staff's payroll, say). */
const DOS_ALUNOS = /alun|estudant|crian|adolesc|respons|fam[íi]l/i;

/**
 * With whom the network says it shares the data: the activities of its record of processing about
 * students that name a recipient, each with its data, purpose and legal basis; while the network has
 * no record yet, the recipients every public school network has by law (domain/privacidade/titular.ts).
 */
async function carregarCompartilhamentos(db: Db | Tx, empresaId: string): Promise<readonly Compartilhamento[]> {
  const atividades = await db
    .select({
      nome: atividadesTratamento.nome,
      finalidade: atividadesTratamento.finalidade,
      base_legal: atividadesTratamento.base_legal,
      dados: atividadesTratamento.dados,
      compartilhamento: atividadesTratamento.compartilhamento,
      titulares: atividadesTratamento.titulares,
    })
    .from(atividadesTratamento)
    .where(eq(atividadesTratamento.empresa_id, empresaId))
    .orderBy(asc(atividadesTratamento.ordem), asc(atividadesTratamento.nome));
  if (!atividades.length) return COMPARTILHAMENTOS_PADRAO;
  return atividades
    .filter((a) => DOS_ALUNOS.test(a.titulares) && !SEM_COMPARTILHAMENTO.test(a.compartilhamento))
    .map((a) => ({
      destinatario: a.compartilhamento,
      dados: a.dados,
      finalidade: `${a.nome}: ${a.finalidade}`,
      base_legal: a.base_legal,
    }));
}

async function lerArquivo(storage: Storage, chave: string): Promise<Buffer | null> {
  try {
    const partes: Buffer[] = [];
    for await (const parte of await storage.read(chave)) partes.push(parte as Buffer);
    return Buffer.concat(partes);
  } catch {
    return null;
  }
}

/**
 * Everything the network holds about one student, read in one consistent snapshot: the rows of
 * every table that refers to the student or its account, the passages of its network's free text
 * that name it (the same list the anonymisation reviews), and the bytes of its files (the profile
 * photo). The caller has already found the student in the requester's scope.
 */
export async function exportarDadosDoTitular(
  db: Db,
  storage: Storage,
  alunoId: string,
  agora = new Date(),
): Promise<ExportacaoDoTitular | null> {
  const lido = await db.transaction(
    async (tx) => {
      const t = await carregarTitular(tx, alunoId);
      if (!t) return null;
      const [cadastro] = await tx
        .select({ nome: alunos.nome, matricula: alunos.matricula, escola: escolas.nome })
        .from(alunos)
        .innerJoin(escolas, eq(escolas.id, alunos.escola_id))
        .where(eq(alunos.id, alunoId));
      const { nomeInstituicao } = await lerGeral(tx, t.empresa_id);
      const compartilhamentos = await carregarCompartilhamentos(tx, t.empresa_id);
      const mencoes = (await carregarMencoes(tx, t)).map(apresentarMencao);
      return {
        t,
        identificacao: cadastro!,
        rede: nomeInstituicao,
        compartilhamentos,
        mencoes,
        ...(await lerLinhasDoTitular(tx, t)),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!lido) return null;
  const arquivos: ExportacaoDoTitular['arquivos'] = [];
  for (const a of lido.tabelas.arquivos ?? []) {
    const dados = await lerArquivo(storage, String(a.chave));
    if (dados)
      arquivos.push({
        id: String(a.id),
        finalidade: String(a.finalidade),
        tipo_mime: String(a.tipo_mime),
        nome_original: (a.nome_original as string | null) ?? null,
        conteudo_base64: dados.toString('base64'),
      });
  }
  return {
    formato: FORMATO_EXPORTACAO,
    versao: 1,
    gerado_em: agora.toISOString(),
    rede: lido.rede,
    titular: { aluno_id: lido.t.aluno_id, usuario_id: lido.t.usuario_id, ...lido.identificacao },
    compartilhamentos: lido.compartilhamentos,
    tabelas: lido.tabelas,
    categorias: lido.categorias,
    mencoes: lido.mencoes,
    arquivos,
  };
}
