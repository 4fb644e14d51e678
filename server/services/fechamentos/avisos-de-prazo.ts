import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { dataBr } from '../../../domain/calendario';
import { prazoVencido } from '../../../domain/fechamento/figuras';
import type { Db } from '../../db/client';
import { atribuicoes, disciplinas, fechamentosBimestrais, turmas, usuarios, usuariosEscolas } from '../../db/schema';
import { hojeNaEmpresa } from '../fuso';
import { notify } from '../notify';
import { Contexto } from './figuras';

const PRIMEIRA_PASSADA_MS = 60_000;
const INTERVALO_MS = 3600_000;

/**
 * One pass of the deadline notices: every closing still em_andamento whose bimestre's deadline has
 * passed on its network's today (the day after the deadline, at the latest an hour into it) is
 * told once — to the class × subject's professors and the school's gestores. The flag is taken by
 * a conditional update before anyone is told, so two processes never send the same notice twice.
 * Returns how many closings were notified.
 */
export async function avisarPrazosVencidos(db: Db, agora = new Date()): Promise<number> {
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
  if (!pendentes.length) return 0;

  const ctx = new Contexto(db);
  const hojes = new Map<string, string>();
  const vencidos: ((typeof pendentes)[number] & { prazo: string })[] = [];
  for (const f of pendentes) {
    if (!hojes.has(f.empresa_id)) hojes.set(f.empresa_id, await hojeNaEmpresa(db, f.empresa_id, agora));
    const prazo = (await ctx.calendario(f.empresa_id, f.ano_letivo)).bimestres[f.bimestre - 1]!.prazo;
    if (prazoVencido(prazo, hojes.get(f.empresa_id)!)) vencidos.push({ ...f, prazo });
  }
  if (!vencidos.length) return 0;

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
  const avisar = vencidos.filter((v) => meus.has(v.id));
  if (!avisar.length) return 0;

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
  for (const v of avisar) {
    const destinatarios = [
      ...professores.filter((p) => p.turma_id === v.turma_id && p.disciplina_id === v.disciplina_id).map((p) => p.professor_id),
      ...gestores.filter((g) => g.escola_id === v.escola_id).map((g) => g.usuario_id),
    ];
    await notify(db, destinatarios, {
      evento: 'sistema',
      titulo: 'Fechamento bimestral atrasado',
      mensagem: `O prazo do ${v.bimestre}º bimestre de ${v.disciplina_nome} do ${v.turma_nome} terminou em ${dataBr(v.prazo)} e o fechamento ainda está em andamento.`,
      tipo: 'warning',
      link: `/escola/${v.escola_id}/turma/${v.turma_id}/fechamento-bimestral`,
    });
  }
  return avisar.length;
}

/** Runs avisarPrazosVencidos a minute after start and then every hour. Returns the function that stops it. */
export function iniciarAvisosDePrazo(db: Db, log: FastifyBaseLogger): () => void {
  const passar = async () => {
    try {
      const avisados = await avisarPrazosVencidos(db);
      if (avisados) log.info({ avisados }, 'avisos de prazo de fechamento enviados');
    } catch (err) {
      log.error(err, 'falha ao enviar avisos de prazo de fechamento');
    }
  };
  const primeira = setTimeout(() => void passar(), PRIMEIRA_PASSADA_MS);
  const intervalo = setInterval(() => void passar(), INTERVALO_MS);
  primeira.unref();
  intervalo.unref();
  return () => {
    clearTimeout(primeira);
    clearInterval(intervalo);
  };
}
