import { and, asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import { bnccHabilidades, objetosConhecimento, objetosConhecimentoHabilidades, turmas } from '../../../db/schema';
import { turmasDoRelatorioNoAlcance } from '../../../policies/relatorios';
import type { Celula, Gerador } from './tipos';
import { subtituloDe } from './tipos';

/** The BNCC skills worked on in the knowledge objects of the reachable classes, one grouped query. */
export const gerarBncc: Gerador = async (ctx) => {
  const p = ctx.parametros;
  const linhas = await ctx.db
    .select({
      codigo: bnccHabilidades.codigo,
      componente: bnccHabilidades.componente_curricular,
      descricao: bnccHabilidades.descricao,
      objetos: count(objetosConhecimento.id),
      concluidos: sql<number>`count(*) filter (where ${objetosConhecimento.status} = 'concluido')`,
      turmas: countDistinct(turmas.id),
      nomes: sql<string | null>`string_agg(distinct ${turmas.nome}, ', ')`,
    })
    .from(objetosConhecimento)
    .innerJoin(turmas, eq(turmas.id, objetosConhecimento.turma_id))
    .innerJoin(objetosConhecimentoHabilidades, eq(objetosConhecimentoHabilidades.objeto_id, objetosConhecimento.id))
    .innerJoin(bnccHabilidades, eq(bnccHabilidades.id, objetosConhecimentoHabilidades.habilidade_id))
    .where(
      and(
        eq(objetosConhecimento.empresa_id, ctx.alcance.scope.empresa_id),
        turmasDoRelatorioNoAlcance(ctx.alcance),
        p.ano_letivo ? eq(turmas.ano_letivo, p.ano_letivo) : undefined,
        p.escola_id ? eq(turmas.escola_id, p.escola_id) : undefined,
        p.turma_id ? eq(turmas.id, p.turma_id) : undefined,
        p.bimestre ? eq(objetosConhecimento.bimestre, p.bimestre) : undefined,
      ),
    )
    .groupBy(bnccHabilidades.id)
    .orderBy(asc(bnccHabilidades.componente_curricular), asc(bnccHabilidades.codigo));
  await ctx.progresso(80);
  return {
    subtitulo: subtituloDe(ctx, `${linhas.length} habilidade(s)`),
    tabelas: [
      {
        aba: 'Habilidades BNCC',
        colunas: [
          { titulo: 'Código', larguraPlanilha: 12 },
          { titulo: 'Componente', larguraPlanilha: 20 },
          { titulo: 'Descrição', largura: '*', larguraPlanilha: 60 },
          { titulo: 'Objetos', alinhamento: 'right' },
          { titulo: 'Concluídos', alinhamento: 'right' },
          { titulo: 'Turmas', largura: 90, larguraPlanilha: 30 },
        ],
        linhas: linhas.map((l): Celula[] => [
          l.codigo,
          l.componente,
          l.descricao,
          Number(l.objetos),
          Number(l.concluidos),
          l.nomes,
        ]),
        vazio: 'Nenhuma habilidade da BNCC trabalhada no período.',
      },
    ],
    paisagem: true,
  };
};
