import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { dataBr } from '../../../domain/calendario';
import { prazoVencido } from '../../../domain/fechamento/figuras';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import {
  atribuicoes,
  disciplinas,
  fechamentosBimestrais,
  notificacoes,
  turmas,
  usuarios,
  usuariosEscolas,
} from '../../db/schema';
import { agendarTarefa } from '../../lib/tarefa-periodica';
import { hojeNaEmpresa } from '../fuso';
import { CANAIS_DO_EVENTO, type NovaNotificacao, notify } from '../notify';
import { Contexto } from './figuras';

const PRIMEIRA_PASSADA_MS = 60_000;
const INTERVALO_MS = 3600_000;
/** Notifications per insert (five parameters each, well under the driver's limit). */
const LOTE = 2000;

/** A closing to tell about: its class × subject × bimestre, names and deadline. */
interface Aviso {
  id: string;
  escola_id: string;
  turma_id: string;
  disciplina_id: string;
  bimestre: number;
  prazo: string;
  turma_nome: string;
  disciplina_nome: string;
}

/**
 * One pass of the deadline notices: every class × subject × bimestre whose deadline has passed on
 * its network's today (the day after the deadline, at the latest an hour into it) and whose closing
 * is still em_andamento — or was never created — is told once, to the class × subject's
 * professors and the school's gestores. An existing closing's flag is taken by a conditional
 * update before anyone is told; a missing closing is created (em_andamento, flag already set) with
 * ON CONFLICT DO NOTHING, so two processes never send the same notice twice and a 'Novo
 * Fechamento' at the same moment keeps its own row. Returns how many closings were notified.
 */
export async function avisarPrazosVencidos(db: Db, agora = new Date()): Promise<number> {
  const ctx = new Contexto(db);
  const hojes = new Map<string, Promise<string>>();
  const hojeDe = (empresaId: string) => {
    if (!hojes.has(empresaId)) hojes.set(empresaId, hojeNaEmpresa(db, empresaId, agora));
    return hojes.get(empresaId)!;
  };
  const avisar = [...(await tomarExistentes(db, ctx, hojeDe)), ...(await criarFaltantes(db, ctx, hojeDe))];
  if (!avisar.length) return 0;
  await notificar(db, avisar);
  return avisar.length;
}

type HojeDe = (empresaId: string) => Promise<string>;

/** The open closings past their deadline not told yet, whose flag this pass took. */
async function tomarExistentes(db: Db, ctx: Contexto, hojeDe: HojeDe): Promise<Aviso[]> {
  const pendentes = await db
    .select({
      id: fechamentosBimestrais.id,
      empresa_id: fechamentosBimestrais.empresa_id,
      escola_id: fechamentosBimestrais.escola_id,
      turma_id: fechamentosBimestrais.turma_id,
      disciplina_id: fechamentosBimestrais.disciplina_id,
      bimestre: fechamentosBimestrais.bimestre,
      ano_letivo: fechamentosBimestrais.ano_letivo,
      turma_nome: turmas.nome,
      disciplina_nome: disciplinas.nome,
    })
    .from(fechamentosBimestrais)
    .innerJoin(turmas, eq(turmas.id, fechamentosBimestrais.turma_id))
    .innerJoin(disciplinas, eq(disciplinas.id, fechamentosBimestrais.disciplina_id))
    .where(and(eq(fechamentosBimestrais.status, 'em_andamento'), eq(fechamentosBimestrais.aviso_prazo_enviado, false)));
  if (!pendentes.length) return [];

  const vencidos: Aviso[] = [];
  for (const { empresa_id, ano_letivo, ...f } of pendentes) {
    const prazo = (await ctx.calendario(empresa_id, ano_letivo)).bimestres[f.bimestre - 1]!.prazo;
    if (prazoVencido(prazo, await hojeDe(empresa_id))) vencidos.push({ ...f, prazo });
  }
  if (!vencidos.length) return [];

  const tomados = await db
    .update(fechamentosBimestrais)
    .set({ aviso_prazo_enviado: true })
    .where(
      and(
        inArray(
          fechamentosBimestrais.id,
          vencidos.map((v) => v.id),
        ),
        eq(fechamentosBimestrais.aviso_prazo_enviado, false),
      ),
    )
    .returning({ id: fechamentosBimestrais.id });
  const meus = new Set(tomados.map((t) => t.id));
  return vencidos.filter((v) => meus.has(v.id));
}

/**
 * The class × subject × bimestre past its deadline that has no closing at all (as the dashboard's
 * 'Fechamentos atrasados' lists it: active classes of the network's current ano letivo with an
 * assignment): its closing is created here, already told, in one statement for every network —
 * the networks' passed bimestres go in as a VALUES list. Never a bimestre whose deadline is ahead.
 */
async function criarFaltantes(db: Db, ctx: Contexto, hojeDe: HojeDe): Promise<Aviso[]> {
  const redes = await queryRows<{ empresa_id: string }>(
    db,
    sql`select distinct t.empresa_id from turmas t where t.ativo and exists (select 1 from atribuicoes a where a.turma_id = t.id)`,
  );
  const vencidos: SQL[] = [];
  for (const { empresa_id } of redes) {
    const hoje = await hojeDe(empresa_id);
    const ano = Number(hoje.slice(0, 4));
    (await ctx.calendario(empresa_id, ano)).bimestres.forEach((b, i) => {
      if (prazoVencido(b.prazo, hoje))
        vencidos.push(sql`(${empresa_id}::uuid, ${ano}::int, ${i + 1}::smallint, ${b.prazo}::date)`);
    });
  }
  if (!vencidos.length) return [];

  const criados = await queryRows<Aviso>(
    db,
    sql`
    with b(empresa_id, ano, bimestre, prazo) as (values ${sql.join(vencidos, sql`, `)}),
    novos as (
      insert into fechamentos_bimestrais
        (empresa_id, escola_id, turma_id, disciplina_id, bimestre, ano_letivo, status, aviso_prazo_enviado)
      select distinct t.empresa_id, t.escola_id, a.turma_id, a.disciplina_id, b.bimestre, t.ano_letivo, 'em_andamento', true
      from atribuicoes a
      join turmas t on t.id = a.turma_id
      join b on b.empresa_id = t.empresa_id and b.ano = t.ano_letivo
      where t.ativo and not exists (
        select 1 from fechamentos_bimestrais f
        where f.turma_id = a.turma_id and f.disciplina_id = a.disciplina_id and f.bimestre = b.bimestre
      )
      on conflict (turma_id, disciplina_id, bimestre) do nothing
      returning id, empresa_id, escola_id, turma_id, disciplina_id, bimestre
    )
    select n.id, n.escola_id, n.turma_id, n.disciplina_id, n.bimestre, to_char(b.prazo, 'YYYY-MM-DD') as prazo,
           t.nome as turma_nome, d.nome as disciplina_nome
    from novos n
    join b on b.empresa_id = n.empresa_id and b.bimestre = n.bimestre
    join turmas t on t.id = n.turma_id
    join disciplinas d on d.id = n.disciplina_id`,
  );
  return criados.map((c) => ({ ...c, bimestre: Number(c.bimestre) }));
}

/** Tells each closing's class × subject professors and its school's active gestores, once each. */
async function notificar(db: Db, avisar: Aviso[]) {
  const professores = await db
    .select({ turma_id: atribuicoes.turma_id, disciplina_id: atribuicoes.disciplina_id, professor_id: atribuicoes.professor_id })
    .from(atribuicoes)
    .where(inArray(atribuicoes.turma_id, [...new Set(avisar.map((v) => v.turma_id))]));
  const gestores = await db
    .select({ escola_id: usuariosEscolas.escola_id, usuario_id: usuariosEscolas.usuario_id })
    .from(usuariosEscolas)
    .innerJoin(usuarios, eq(usuarios.id, usuariosEscolas.usuario_id))
    .where(
      and(
        inArray(usuariosEscolas.escola_id, [...new Set(avisar.map((v) => v.escola_id))]),
        eq(usuarios.tipo_usuario, 'gestor'),
        eq(usuarios.status, 'ativo'),
      ),
    );
  const avisos = avisar.map((v) => ({
    destinatarios: [
      ...professores.filter((p) => p.turma_id === v.turma_id && p.disciplina_id === v.disciplina_id).map((p) => p.professor_id),
      ...gestores.filter((g) => g.escola_id === v.escola_id).map((g) => g.usuario_id),
    ],
    aviso: {
      evento: 'sistema',
      titulo: 'Fechamento bimestral atrasado',
      mensagem: `O prazo do ${v.bimestre}º bimestre de ${v.disciplina_nome} do ${v.turma_nome} terminou em ${dataBr(v.prazo)} e o fechamento ainda está em andamento.`,
      tipo: 'warning',
      link: `/escola/${v.escola_id}/turma/${v.turma_id}/fechamento-bimestral`,
    } satisfies NovaNotificacao,
  }));
  // 'sistema' stays in the app: every in-app notification of the pass in a few inserts (the first
  // pass after a deadline may tell about every class × subject of a network). Should the event
  // ever go out by e-mail or SMS, notify (one call per closing) queues those too.
  const { email, sms } = CANAIS_DO_EVENTO.sistema;
  if (email || sms) {
    for (const a of avisos) await notify(db, a.destinatarios, a.aviso);
    return;
  }
  const linhas = avisos.flatMap(({ destinatarios, aviso }) =>
    [...new Set(destinatarios)].map((usuario_id) => ({
      usuario_id,
      titulo: aviso.titulo,
      mensagem: aviso.mensagem,
      tipo: aviso.tipo,
      link: aviso.link,
    })),
  );
  for (let i = 0; i < linhas.length; i += LOTE) await db.insert(notificacoes).values(linhas.slice(i, i + LOTE));
}

/** Runs avisarPrazosVencidos a minute after start and then every hour. Returns the function that stops it. */
export function iniciarAvisosDePrazo(db: Db, log: FastifyBaseLogger): () => void {
  return agendarTarefa(
    log,
    'falha ao enviar avisos de prazo de fechamento',
    async () => {
      const avisados = await avisarPrazosVencidos(db);
      if (avisados) log.info({ avisados }, 'avisos de prazo de fechamento enviados');
    },
    { primeiraMs: PRIMEIRA_PASSADA_MS, intervaloMs: INTERVALO_MS },
  );
}
