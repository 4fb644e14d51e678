import crypto from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { numeroMatricula } from '../../../domain/academico/turma';
import { MATRICULA_MENSAGENS } from '../../../domain/schemas/matricula';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import {
  type DadosDaLinha,
  alunos,
  alunosDadosSensiveis,
  alunosResponsaveis,
  importacoes,
  importacoesAlunos,
  importacoesLinhas,
  matriculaSequencias,
  matriculas,
  responsaveis,
  turmas,
  usuarios,
} from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/gravacao';
import { auditar, autoriaDe } from '../auditoria';
import { hojeNaEmpresa } from '../fuso';
import { matricular, travarTurma } from '../matriculas';
import { LOTE } from './analise';
import { type Importacao, registrarProgresso } from './fila';

const EXECUCAO_MENSAGENS = {
  cpfEmUso: 'CPF já usado por outro aluno da rede.',
  inepEmUso: 'Código INEP já usado por outro aluno da rede.',
  recusadaPeloBanco: 'O banco de dados recusou a linha; confira os dados e importe-a novamente.',
  alunoAusente: 'O aluno a atualizar não existe mais.',
} as const;

interface LinhaAExecutar {
  numero: number;
  dados: DadosDaLinha;
  hash: string;
  decisao: 'criar' | 'atualizar' | null;
  aluno_id: string | null;
}

type Resultado = {
  numero: number;
  resultado: 'criada' | 'atualizada' | 'recusada';
  aluno_id: string | null;
  erro: string | null;
};

/** Why the database refused a line, as the person reads it. */
function motivoDaRecusa(err: unknown): string {
  if (isUniqueViolation(err, 'alunos_empresa_cpf_uq')) return EXECUCAO_MENSAGENS.cpfEmUso;
  if (isUniqueViolation(err, 'alunos_empresa_inep_uq')) return EXECUCAO_MENSAGENS.inepEmUso;
  if (err instanceof AppError) return err.message;
  return EXECUCAO_MENSAGENS.recusadaPeloBanco;
}

/** The columns of alunos a line fills; empty fields are left out, so an update never blanks what is there. */
function colunasDoAluno(d: DadosDaLinha) {
  const c = {
    nome: d.nome,
    data_nascimento: d.data_nascimento,
    filiacao_1: d.filiacao_1,
    filiacao_2: d.filiacao_2,
    sexo: d.sexo,
    nacionalidade: d.nacionalidade,
    cpf: d.cpf,
    nis: d.nis,
    certidao_nascimento: d.certidao_nascimento,
    codigo_inep: d.codigo_inep,
    rg: d.rg,
    email: d.email,
    telefone: d.telefone,
    cep: d.cep,
    endereco: d.endereco,
    endereco_numero: d.endereco_numero,
    endereco_complemento: d.endereco_complemento,
    bairro: d.bairro,
    zona: d.zona,
  };
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== null && v !== '')) as Partial<typeof c> & { nome: string };
}

/** The columns of alunos a new line fills, with the type jsonb_to_recordset reads each with (those of colunasDoAluno). */
const COLUNAS_DO_ALUNO = [
  ['nome', 'text'],
  ['data_nascimento', 'date'],
  ['filiacao_1', 'text'],
  ['filiacao_2', 'text'],
  ['sexo', 'text'],
  ['nacionalidade', 'text'],
  ['cpf', 'text'],
  ['nis', 'text'],
  ['certidao_nascimento', 'text'],
  ['codigo_inep', 'text'],
  ['rg', 'text'],
  ['email', 'text'],
  ['telefone', 'text'],
  ['cep', 'text'],
  ['endereco', 'text'],
  ['endereco_numero', 'text'],
  ['endereco_complemento', 'text'],
  ['bairro', 'text'],
  ['zona', 'text'],
] as const satisfies ReadonlyArray<readonly [keyof ReturnType<typeof colunasDoAluno>, string]>;

/**
 * Rows as one JSON parameter read back by jsonb_to_recordset: a batch of 1,000 lines is one short
 * statement to build and to parse, where a multi-row VALUES of drizzle has tens of thousands of
 * parameters (building them was a third of the run's time).
 */
const json = (linhas: unknown[]) => sql`${JSON.stringify(linhas)}::jsonb`;

/**
 * The guardians of the lines: a person of the network with the same CPF is reused (one upsert for the
 * batch), the others created; each linked as legal guardian with the line's relationship, in the
 * file's order of columns. Three statements for any number of lines.
 */
async function vincularResponsaveis(tx: Tx, empresaId: string, linhas: { aluno_id: string; dados: DadosDaLinha }[]) {
  const porCpf = new Map<string, { nome: string; telefone: string | null; email: string | null }>();
  for (const l of linhas) for (const r of l.dados.responsaveis) if (r.cpf && !porCpf.has(r.cpf)) porCpf.set(r.cpf, r);
  const idPorCpf = new Map<string, string>();
  if (porCpf.size) {
    const gravados = await queryRows<{ id: string; cpf: string }>(
      tx,
      sql`insert into ${responsaveis} (empresa_id, cpf, nome, telefone, email)
          select ${empresaId}::uuid, v.cpf, v.nome, v.telefone, v.email
          from jsonb_to_recordset(${json([...porCpf.entries()].map(([cpf, r]) => ({ cpf, nome: r.nome, telefone: r.telefone, email: r.email })))})
            as v(cpf text, nome text, telefone text, email text)
          on conflict (empresa_id, cpf) do update set updated_at = ${responsaveis}.updated_at
          returning id, cpf`,
    );
    for (const g of gravados) idPorCpf.set(g.cpf, g.id);
  }
  const semCpf: { id: string; nome: string; telefone: string | null; email: string | null }[] = [];
  const vinculos: { aluno_id: string; responsavel_id: string; parentesco: string; prioridade: number }[] = [];
  const vistos = new Set<string>();
  for (const l of linhas) {
    for (const r of l.dados.responsaveis) {
      let id = r.cpf ? idPorCpf.get(r.cpf) : undefined;
      if (!id) {
        id = crypto.randomUUID();
        semCpf.push({ id, nome: r.nome, telefone: r.telefone, email: r.email });
      }
      if (vistos.has(`${l.aluno_id}:${id}`)) continue;
      vistos.add(`${l.aluno_id}:${id}`);
      vinculos.push({ aluno_id: l.aluno_id, responsavel_id: id, parentesco: r.parentesco, prioridade: r.prioridade });
    }
  }
  if (semCpf.length)
    await tx.execute(sql`
      insert into ${responsaveis} (id, empresa_id, nome, telefone, email)
      select v.id, ${empresaId}::uuid, v.nome, v.telefone, v.email
      from jsonb_to_recordset(${json(semCpf)}) as v(id uuid, nome text, telefone text, email text)`);
  if (vinculos.length)
    await tx.execute(sql`
      insert into ${alunosResponsaveis} (empresa_id, aluno_id, responsavel_id, parentesco, responsavel_legal, prioridade)
      select ${empresaId}::uuid, v.aluno_id, v.responsavel_id, v.parentesco, true, v.prioridade
      from jsonb_to_recordset(${json(vinculos)}) as v(aluno_id uuid, responsavel_id uuid, parentesco text, prioridade int)
      on conflict do nothing`);
}

/** The next `n` matrícula numbers of the network for the year, in one upsert (the sequence row locked as one enrolment does). */
async function reservarMatriculas(tx: Tx, empresaId: string, ano: number, n: number): Promise<string[]> {
  const [row] = await tx
    .insert(matriculaSequencias)
    .values({ empresa_id: empresaId, ano, ultimo: n })
    .onConflictDoUpdate({
      target: [matriculaSequencias.empresa_id, matriculaSequencias.ano],
      set: { ultimo: sql`${matriculaSequencias.ultimo} + ${n}` },
    })
    .returning({ ultimo: matriculaSequencias.ultimo });
  const primeiro = row!.ultimo - n + 1;
  return Array.from({ length: n }, (_, i) => numeroMatricula(ano, primeiro + i));
}

interface Contexto {
  imp: Importacao;
  hoje: string;
  ano: number;
}

/**
 * New students in bulk, with the rules of one enrolment (services/matriculas.ts) kept for the whole
 * batch: the classes locked first (in id order, so two imports never deadlock), a line over the
 * class's capacity or for an inactive class refused; then one insert per table.
 */
async function criarLote(tx: Tx, ctx: Contexto, linhas: LinhaAExecutar[]): Promise<Resultado[]> {
  const { imp } = ctx;
  const resultados: Resultado[] = [];
  const turmaIds = [...new Set(linhas.map((l) => l.dados.turma_id).filter((t): t is string => !!t))].sort();
  const vagas = new Map<string, { nome: string; livres: number; ativo: boolean; capacidade: number }>();
  if (turmaIds.length) {
    // The classes locked in one statement, in id order as travarTurma would one by one (two imports never
    // deadlock); the count after the lock, in its own statement, so it sees every enrolment committed before.
    const travadas = await queryRows<{ id: string; nome: string; capacidade: number; ativo: boolean }>(
      tx,
      sql`select id, nome, capacidade, ativo from ${turmas}
          where id = any(${`{${turmaIds.join(',')}}`}::uuid[]) order by id for update`,
    );
    for (const t of travadas) vagas.set(t.id, { nome: t.nome, livres: t.capacidade, ativo: t.ativo, capacidade: t.capacidade });
    const ocupadas = await queryRows<{ turma_id: string; n: number }>(
      tx,
      sql`select turma_id, count(*)::int as n from ${matriculas}
          where status = 'ativa' and turma_id = any(${`{${turmaIds.join(',')}}`}::uuid[]) group by turma_id`,
    );
    for (const o of ocupadas) vagas.get(o.turma_id)!.livres -= o.n;
  }
  const aceitas: LinhaAExecutar[] = [];
  for (const l of linhas) {
    const t = l.dados.turma_id ? vagas.get(l.dados.turma_id) : null;
    let erro: string | null = null;
    if (l.dados.turma_id && !t) erro = MATRICULA_MENSAGENS.turmaNaoEncontrada;
    else if (t && !t.ativo) erro = MATRICULA_MENSAGENS.turmaInativa;
    else if (t && t.livres <= 0) erro = MATRICULA_MENSAGENS.lotada(t.nome, t.capacidade);
    if (erro) resultados.push({ numero: l.numero, resultado: 'recusada', aluno_id: null, erro });
    else {
      if (t) t.livres--;
      aceitas.push(l);
    }
  }
  if (!aceitas.length) return resultados;

  const numeros = await reservarMatriculas(tx, imp.empresa_id, ctx.ano, aceitas.length);
  const criadas = aceitas.map((l, i) => ({ linha: l, id: crypto.randomUUID(), matricula: numeros[i]! }));
  // An empty field is NULL, as colunasDoAluno leaves it out of an update (no column it fills has a default).
  await tx.execute(sql`
    insert into ${alunos} (id, empresa_id, escola_id, matricula, ${sql.raw(COLUNAS_DO_ALUNO.map(([c]) => c).join(', '))})
    select v.id, ${imp.empresa_id}::uuid, ${imp.escola_id}::uuid, v.matricula, ${sql.raw(COLUNAS_DO_ALUNO.map(([c]) => `v.${c}`).join(', '))}
    from jsonb_to_recordset(${json(
      criadas.map((c) => {
        const linha: Record<string, unknown> = { id: c.id, matricula: c.matricula };
        for (const [coluna] of COLUNAS_DO_ALUNO) linha[coluna] = c.linha.dados[coluna] || null;
        return linha;
      }),
    )}) as v(id uuid, matricula text, ${sql.raw(COLUNAS_DO_ALUNO.map(([c, tipo]) => `${c} ${tipo}`).join(', '))})`);
  const sensiveis = criadas.filter((c) => c.linha.dados.cor_raca);
  if (sensiveis.length)
    await tx.execute(sql`
      insert into ${alunosDadosSensiveis} (aluno_id, empresa_id, cor_raca)
      select v.aluno_id, ${imp.empresa_id}::uuid, v.cor_raca
      from jsonb_to_recordset(${json(sensiveis.map((c) => ({ aluno_id: c.id, cor_raca: c.linha.dados.cor_raca })))})
        as v(aluno_id uuid, cor_raca text)`);
  const comTurma = criadas.filter((c) => c.linha.dados.turma_id);
  if (comTurma.length)
    await tx.execute(sql`
      insert into ${matriculas} (empresa_id, aluno_id, turma_id, ano_letivo, data_inicio)
      select ${imp.empresa_id}::uuid, v.aluno_id, v.turma_id, ${ctx.ano}::int, ${ctx.hoje}::date
      from jsonb_to_recordset(${json(comTurma.map((c) => ({ aluno_id: c.id, turma_id: c.linha.dados.turma_id })))})
        as v(aluno_id uuid, turma_id uuid)`);
  await vincularResponsaveis(
    tx,
    imp.empresa_id,
    criadas.map((c) => ({ aluno_id: c.id, dados: c.linha.dados })),
  );
  await tx.execute(sql`
    insert into ${importacoesAlunos} (empresa_id, hash, aluno_id)
    select ${imp.empresa_id}::uuid, v.hash, v.aluno_id
    from jsonb_to_recordset(${json(criadas.map((c) => ({ hash: c.linha.hash, aluno_id: c.id })))}) as v(hash text, aluno_id uuid)
    on conflict do nothing`);
  for (const c of criadas) resultados.push({ numero: c.linha.numero, resultado: 'criada', aluno_id: c.id, erro: null });
  return resultados;
}

/**
 * A line that updates a student of the school (the person's decision on a duplicate): the file's
 * non-empty fields over the record's, the class enrolment if the student has none this year (by the
 * one enrolment rule), the guardians added.
 */
async function atualizarLinha(tx: Tx, ctx: Contexto, l: LinhaAExecutar): Promise<Resultado> {
  const { imp } = ctx;
  const [existente] = await tx
    .update(alunos)
    .set({ ...colunasDoAluno(l.dados), updated_at: sql`greatest(now(), ${alunos.updated_at} + interval '1 millisecond')` })
    .where(and(eq(alunos.id, l.aluno_id!), eq(alunos.empresa_id, imp.empresa_id), eq(alunos.escola_id, imp.escola_id)))
    .returning();
  if (!existente) throw conflict(EXECUCAO_MENSAGENS.alunoAusente);
  if (l.dados.cor_raca)
    await tx
      .insert(alunosDadosSensiveis)
      .values({ aluno_id: existente.id, empresa_id: imp.empresa_id, cor_raca: l.dados.cor_raca })
      .onConflictDoUpdate({ target: alunosDadosSensiveis.aluno_id, set: { cor_raca: l.dados.cor_raca, updated_at: sql`now()` } });
  if (l.dados.turma_id) {
    const [ativa] = await tx
      .select({ id: matriculas.id })
      .from(matriculas)
      .where(and(eq(matriculas.aluno_id, existente.id), eq(matriculas.ano_letivo, ctx.ano), eq(matriculas.status, 'ativa')));
    if (!ativa) await matricular(tx, existente, (await travarTurma(tx, l.dados.turma_id))!, ctx.hoje);
  }
  await vincularResponsaveis(tx, imp.empresa_id, [{ aluno_id: existente.id, dados: l.dados }]);
  await tx
    .insert(importacoesAlunos)
    .values({ empresa_id: imp.empresa_id, hash: l.hash, aluno_id: existente.id })
    .onConflictDoNothing();
  return { numero: l.numero, resultado: 'atualizada', aluno_id: existente.id, erro: null };
}

async function gravarResultados(tx: Tx, imp: Importacao, resultados: Resultado[]) {
  if (!resultados.length) return;
  await tx.execute(sql`
    update ${importacoesLinhas} l set resultado = v.resultado, aluno_id = coalesce(v.aluno_id, l.aluno_id), erro = v.erro
    from jsonb_to_recordset(${JSON.stringify(resultados)}::jsonb) as v(numero int, resultado text, aluno_id uuid, erro text)
    where l.importacao_id = ${imp.id}::uuid and l.numero = v.numero`);
}

/**
 * The batch's lines that still have no result, locked: a process that held the import past its lease
 * (stalled, then woke up) and the one that took it over never both import the same line — the second
 * waits for the first's commit and then finds those lines done.
 */
async function aindaSemResultado(tx: Tx, imp: Importacao, linhas: LinhaAExecutar[]): Promise<LinhaAExecutar[]> {
  const livres = await tx
    .select({ numero: importacoesLinhas.numero })
    .from(importacoesLinhas)
    .where(
      and(
        eq(importacoesLinhas.importacao_id, imp.id),
        inArray(
          importacoesLinhas.numero,
          linhas.map((l) => l.numero),
        ),
        isNull(importacoesLinhas.resultado),
      ),
    )
    .for('update');
  const numeros = new Set(livres.map((l) => l.numero));
  return linhas.filter((l) => numeros.has(l.numero));
}

/**
 * A batch wholly in one transaction; if the database refuses it (a CPF taken meanwhile…), the batch
 * is done again line by line, each in a savepoint, so one bad line does not sink the others: a line
 * is wholly in or wholly out.
 */
async function executarLote(db: Db, ctx: Contexto, todas: LinhaAExecutar[]): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const linhas = await aindaSemResultado(tx, ctx.imp, todas);
      const criar = linhas.filter((l) => l.decisao !== 'atualizar');
      const atualizar = linhas.filter((l) => l.decisao === 'atualizar');
      const resultados = criar.length ? await criarLote(tx, ctx, criar) : [];
      for (const l of atualizar) resultados.push(await atualizarLinha(tx, ctx, l));
      await gravarResultados(tx, ctx.imp, resultados);
    });
  } catch {
    await db.transaction(async (tx) => {
      const resultados: Resultado[] = [];
      for (const l of await aindaSemResultado(tx, ctx.imp, todas)) {
        try {
          resultados.push(
            ...(await tx.transaction((sp) =>
              l.decisao === 'atualizar' ? atualizarLinha(sp, ctx, l).then((r) => [r]) : criarLote(sp, ctx, [l]),
            )),
          );
        } catch (err) {
          resultados.push({ numero: l.numero, resultado: 'recusada', aluno_id: null, erro: motivoDaRecusa(err) });
        }
      }
      await gravarResultados(tx, ctx.imp, resultados);
    });
  }
}

/**
 * Phase 2, after the decisions: the lines that need no work get their result at once (refused,
 * already imported, skipped); the others go in by batches of LOTE, in file order, each batch
 * committed with its lines' results — after a restart the run goes on from the first line without one.
 * Ends with the totals and one audit row for the whole import.
 */
export async function executar(db: Db, imp: Importacao): Promise<void> {
  const hoje = await hojeNaEmpresa(db, imp.empresa_id);
  const ctx: Contexto = { imp, hoje, ano: Number(hoje.slice(0, 4)) };
  const daImportacao = eq(importacoesLinhas.importacao_id, imp.id);
  await db
    .update(importacoesLinhas)
    .set({ resultado: 'recusada' })
    .where(and(daImportacao, isNull(importacoesLinhas.resultado), eq(importacoesLinhas.situacao, 'recusada')));
  await db
    .update(importacoesLinhas)
    .set({ resultado: 'ignorada' })
    .where(
      and(
        daImportacao,
        isNull(importacoesLinhas.resultado),
        or(
          eq(importacoesLinhas.situacao, 'ja_importada'),
          and(
            eq(importacoesLinhas.situacao, 'duplicada'),
            or(isNull(importacoesLinhas.decisao), eq(importacoesLinhas.decisao, 'ignorar')),
          ),
        ),
      ),
    );
  let feitas = (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${importacoesLinhas} where importacao_id = ${imp.id}::uuid and resultado is not null`,
    )
  )[0]!.n;
  // Keyset by line number; the next page is read while the batch before it is written (another
  // connection of the pool), so the database and this process overlap instead of taking turns.
  const lerPagina = (depoisDe: number) => {
    const pagina = db
      .select({
        numero: importacoesLinhas.numero,
        dados: importacoesLinhas.dados,
        hash: importacoesLinhas.hash,
        decisao: importacoesLinhas.decisao,
        aluno_id: importacoesLinhas.aluno_id,
      })
      .from(importacoesLinhas)
      .where(and(daImportacao, isNull(importacoesLinhas.resultado), gt(importacoesLinhas.numero, depoisDe)))
      .orderBy(asc(importacoesLinhas.numero))
      .limit(LOTE)
      .execute();
    // A batch that fails ends the run before this page is awaited: its own failure is not another one.
    pagina.catch(() => undefined);
    return pagina;
  };
  for (let proxima = lerPagina(0); ;) {
    const pagina = await proxima;
    if (!pagina.length) break;
    proxima = lerPagina(pagina[pagina.length - 1]!.numero);
    await executarLote(
      db,
      ctx,
      pagina.map((p) => ({
        numero: p.numero,
        dados: p.dados!,
        hash: p.hash!,
        decisao: p.decisao === 'ignorar' ? null : p.decisao,
        aluno_id: p.aluno_id,
      })),
    );
    feitas += pagina.length;
    await registrarProgresso(db, imp.id, feitas);
  }

  await db.transaction(async (tx) => {
    const [totais] = await queryRows<{ criados: number; atualizados: number; ignorados: number; recusados: number }>(
      tx,
      sql`select count(*) filter (where resultado = 'criada')::int as criados,
                 count(*) filter (where resultado = 'atualizada')::int as atualizados,
                 count(*) filter (where resultado = 'ignorada')::int as ignorados,
                 count(*) filter (where resultado = 'recusada')::int as recusados
          from ${importacoesLinhas} where importacao_id = ${imp.id}::uuid`,
    );
    await tx
      .update(importacoes)
      .set({ ...totais!, status: 'concluida', arrendado_ate: null, concluida_em: sql`now()`, updated_at: sql`now()` })
      .where(eq(importacoes.id, imp.id));
    const [quem] = imp.solicitante_id
      ? await tx
          .select({ id: usuarios.id, email: usuarios.email })
          .from(usuarios)
          .where(inArray(usuarios.id, [imp.solicitante_id]))
      : [];
    await auditar(tx, autoriaDe(quem ?? { id: null, email: imp.solicitante_email }, imp.solicitante_ip), {
      acao: 'concluir_importacao',
      entidade: 'importacao',
      entidade_id: imp.id,
      depois: { arquivo: imp.nome_arquivo, escola_id: imp.escola_id, linhas: imp.total_linhas, ...totais },
    });
  });
}
