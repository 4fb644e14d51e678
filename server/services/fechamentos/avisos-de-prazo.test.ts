import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarioPadrao } from '../../../domain/calendario';
import { hojeISO } from '../../../domain/schemas/frequencia';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { anosLetivos, fechamentosBimestrais, notificacoes } from '../../db/schema';
import { avisarPrazosVencidos } from './avisos-de-prazo';

const api = prepararApi();
let c: Cenario;

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  const ano = c.t6A.ano_letivo;
  const cal = calendarioPadrao(ano);
  const d = new Date(`${hojeISO()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  const ontem = d.toISOString().slice(0, 10);
  const bimestres = cal.bimestres.map((b, i) => ({ ...b, prazo: i === 0 ? ontem : `${ano + 1}-06-30` }));
  await api.db
    .insert(anosLetivos)
    .values({ empresa_id: c.vv.id, ano, inicio: cal.inicio, fim: cal.fim, bimestres, dias: cal.dias });
});

const fechamento = async (bimestre: number, disciplina: string, status: 'em_andamento' | 'finalizado' = 'em_andamento') =>
  (
    await api.db
      .insert(fechamentosBimestrais)
      .values({
        empresa_id: c.vv.id,
        escola_id: c.principal.id,
        turma_id: c.t6A.id,
        disciplina_id: disciplina,
        bimestre,
        ano_letivo: c.t6A.ano_letivo,
        status,
      })
      .returning()
  )[0]!;

const avisosDe = (usuario: string) =>
  api.db
    .select()
    .from(notificacoes)
    .where(and(eq(notificacoes.usuario_id, usuario), eq(notificacoes.titulo, 'Fechamento bimestral atrasado')));

describe('deadline notices', () => {
  it('tells the professor and the gestores once, only for open closings past the deadline', async () => {
    const atrasado = await fechamento(1, c.matematica.id);
    await fechamento(2, c.matematica.id); // deadline ahead
    await fechamento(1, c.portugues.id, 'finalizado'); // finalized: nothing to tell

    expect(await avisarPrazosVencidos(api.db)).toBe(1);
    const [doProfessor] = await avisosDe(c.professor.id);
    expect(doProfessor).toMatchObject({
      tipo: 'warning',
      link: `/escola/${c.principal.id}/turma/${c.t6A.id}/fechamento-bimestral`,
    });
    expect(doProfessor!.mensagem).toContain('1º bimestre de Matemática — 6º Ano do 6º Ano A');
    expect(await avisosDe(c.gestor.id)).toHaveLength(1);
    const [row] = await api.db.select().from(fechamentosBimestrais).where(eq(fechamentosBimestrais.id, atrasado.id));
    expect(row!.aviso_prazo_enviado).toBe(true);

    // A second pass (or another process) sends nothing again.
    expect(await avisarPrazosVencidos(api.db)).toBe(0);
    expect(await avisosDe(c.professor.id)).toHaveLength(1);
  });
});
