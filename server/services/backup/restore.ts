import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Armazenamento } from '../storage';
import { type BackupAberto, BackupInvalido, abrirBackup } from './archive';
import type { ChaveDeBackup, EstadoAssinatura } from './assinatura';
import {
  TABELAS_TRANSITORIAS,
  type Tabela,
  ident,
  lerTabelas,
  migracoesConhecidas,
  ordemDeInsercao,
  sequencias,
  versaoSchema,
} from './catalog';

const LOTE_LINHAS = 500;
const LOTE_BYTES = 4 * 1024 * 1024;

export interface Restauracao {
  criado_em: string;
  tabelas: number;
  linhas: number;
  arquivos: number;
  /** Whether the restorer's own session survived (their user exists, active, in the backup). */
  sessao_mantida: boolean;
  /** 'ausente' or 'alheia' only when the restorer confirmed restoring it anyway. */
  assinatura: EstadoAssinatura;
}

const MENSAGENS_ASSINATURA: Record<Exclude<EstadoAssinatura, 'valida'>, string> = {
  ausente:
    'Este backup não tem a assinatura desta instalação (foi feito por uma versão anterior do sistema ou fora dele), então não há como garantir que não foi alterado. Restaure-o só se souber de onde ele veio. Nada foi alterado.',
  alheia:
    'Este backup foi assinado por outra instalação do Gestão Escolar, não por esta, então não há como garantir que não foi alterado. Restaure-o só se souber de onde ele veio. Nada foi alterado.',
};

/** A backup this installation did not sign, restored only on explicit confirmation. */
export class BackupNaoAssinado extends Error {
  constructor(
    readonly assinatura: Exclude<EstadoAssinatura, 'valida'>,
    mensagem = MENSAGENS_ASSINATURA[assinatura],
  ) {
    super(mensagem);
  }
}

interface Plano {
  tabela: string;
  colunas: string[];
  caminho: string | null;
}

/**
 * How an older backup maps onto the current schema (docs/running.md): a table the backup does
 * not have is left empty; a column it does not have gets its default (or NULL); a table or
 * column the schema no longer has is ignored. A required column with no default that the backup
 * lacks cannot be filled, and the restore is refused before anything changes.
 */
function planejar(aberto: BackupAberto, atuais: Tabela[]): Plano[] {
  const doBackup = new Map(aberto.manifest.tabelas.map((t) => [t.nome, t]));
  return atuais.map((t) => {
    const b = doBackup.get(t.nome);
    if (!b || b.transitoria || TABELAS_TRANSITORIAS.has(t.nome) || b.linhas === 0)
      return { tabela: t.nome, colunas: [], caminho: null };
    const noBackup = new Set(b.colunas.map((c) => c.nome));
    const inseriveis = t.colunas.filter((c) => !c.gerada);
    const faltando = inseriveis.find((c) => !noBackup.has(c.nome) && c.obrigatoria && !c.temPadrao);
    if (faltando) {
      throw new BackupInvalido(
        `O backup não tem a coluna obrigatória ${t.nome}.${faltando.nome}, que não tem valor padrão. Nada foi alterado.`,
      );
    }
    return {
      tabela: t.nome,
      colunas: inseriveis.filter((c) => noBackup.has(c.nome)).map((c) => c.nome),
      caminho: aberto.entradas.get(b.entrada)!.caminho,
    };
  });
}

async function inserir(tx: Tx, plano: Plano): Promise<number> {
  if (!plano.caminho) return 0;
  const cols = plano.colunas.map(ident).join(', ');
  const alvo = `public.${ident(plano.tabela)}`;
  let lote: string[] = [];
  let bytes = 0;
  let total = 0;
  const gravar = async () => {
    if (!lote.length) return;
    const json = `[${lote.join(',')}]`;
    await tx.execute(sql`insert into ${sql.raw(alvo)} (${sql.raw(cols)}) overriding system value
      select ${sql.raw(cols)} from json_populate_recordset(null::${sql.raw(alvo)}, ${json}::json)`);
    total += lote.length;
    lote = [];
    bytes = 0;
  };
  const linhas = readline.createInterface({ input: fs.createReadStream(plano.caminho, 'utf8'), crlfDelay: Infinity });
  for await (const linha of linhas) {
    if (!linha) continue;
    lote.push(linha);
    bytes += linha.length;
    if (lote.length >= LOTE_LINHAS || bytes >= LOTE_BYTES) await gravar();
  }
  await gravar();
  return total;
}

/**
 * Restores a backup all-or-nothing: (1) the file is unpacked and checked whole; (2) its files
 * are written to the storage (only adding: names are unique), and removed again on failure;
 * (3) in ONE transaction every table is emptied and refilled parents-first, sequences moved
 * past the rows, and the restorer's session kept if their user is in the backup and active;
 * (4) after the commit, files no longer referenced are removed. Every other session ends.
 * A backup this installation did not sign is refused in (1) unless `confirmarNaoAssinado`.
 */
export async function restaurarBackup(
  database: Database,
  armazenamento: Armazenamento,
  origem: Readable,
  opts: { chave: ChaveDeBackup; sessaoId?: string; confirmarNaoAssinado?: boolean },
): Promise<Restauracao> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'gestao-restore-'));
  const escritos: string[] = [];
  try {
    const aberto = await abrirBackup(origem, dir, migracoesConhecidas(), opts.chave);
    if (aberto.assinatura !== 'valida' && !opts.confirmarNaoAssinado) throw new BackupNaoAssinado(aberto.assinatura);
    const { db } = database;
    const atuais = await lerTabelas(db);
    const aplicadas = new Set(await versaoSchema(db));
    const pendente = aberto.manifest.versao_schema.find((tag) => !aplicadas.has(tag));
    if (pendente)
      throw new BackupInvalido(
        `O banco ainda não tem a migração ${pendente} do backup. Reinicie o servidor para migrar e tente de novo. Nada foi alterado.`,
      );
    const planos = planejar(aberto, atuais);
    const ordem = await ordemDeInsercao(
      db,
      atuais.map((t) => t.nome),
    );
    const porTabela = new Map(planos.map((p) => [p.tabela, p]));

    const antes = new Set((await armazenamento.arquivos.list()).map((o) => o.chave));
    for (const a of aberto.manifest.arquivos) {
      const existente = await armazenamento.arquivos.stat(a.chave);
      if (existente && existente.tamanho === a.bytes) continue;
      await armazenamento.arquivos.put(a.chave, fs.createReadStream(aberto.entradas.get(a.entrada)!.caminho));
      if (!antes.has(a.chave)) escritos.push(a.chave);
    }

    const sessao =
      opts.sessaoId && atuais.some((t) => t.nome === 'sessoes')
        ? ((
            await queryRows<{ j: string }>(db, sql`select row_to_json(s)::text as j from sessoes s where id = ${opts.sessaoId}`)
          )[0]?.j ?? null)
        : null;

    let linhas = 0;
    let sessao_mantida = false;
    try {
      await db.transaction(async (tx) => {
        if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(7262003)`);
        await tx.execute(sql.raw(`truncate table ${atuais.map((t) => `public.${ident(t.nome)}`).join(', ')}`));
        for (const tabela of ordem) linhas += await inserir(tx, porTabela.get(tabela)!);
        for (const s of await sequencias(tx)) {
          await tx.execute(
            sql.raw(
              `select setval('public.${ident(s.seq).replace(/'/g, "''")}', coalesce((select max(${ident(s.coluna)}) from public.${ident(s.tabela)}), 0) + 1, false)`,
            ),
          );
        }
        if (sessao) {
          const kept = await queryRows<{ id: string }>(
            tx,
            sql`insert into sessoes select * from json_populate_record(null::sessoes, ${sessao}::json) s
                where exists (select 1 from usuarios u where u.id = s.usuario_id and u.status = 'ativo') returning id`,
          );
          sessao_mantida = kept.length > 0;
        }
      });
    } catch (err) {
      if (err instanceof BackupInvalido) throw err;
      const detalhe = (err as { cause?: { message?: string }; message?: string }).cause?.message ?? (err as Error).message;
      throw new BackupInvalido(`A restauração falhou e nada foi alterado: ${detalhe}`);
    }
    escritos.length = 0;

    // Files the restored tables no longer reference (uploaded after the backup) go away.
    if (atuais.some((t) => t.nome === 'arquivos')) {
      const referenciados = new Set(
        (await queryRows<{ chave: string }>(db, sql`select chave from arquivos`)).map((r) => r.chave),
      );
      for (const chave of antes) if (!referenciados.has(chave)) await armazenamento.arquivos.remove(chave);
    }

    return {
      criado_em: aberto.manifest.criado_em,
      tabelas: aberto.manifest.tabelas.length,
      linhas,
      arquivos: aberto.manifest.arquivos.length,
      sessao_mantida,
      assinatura: aberto.assinatura,
    };
  } finally {
    for (const chave of escritos) await armazenamento.arquivos.remove(chave).catch(() => undefined);
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
