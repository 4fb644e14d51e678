import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CalendarioLetivo, dataBr } from '../../../domain/calendario';
import { hojeISO } from '../../../domain/schemas/frequencia';
import { prepararApi } from '../../../test/api';
import { diasLetivosLivres, diasNaoLetivosPassados } from '../../../test/calendario';
import { type Cenario, cenarioAvaliacao, matriculasDesdeOAnoPassado } from '../../../test/cenario-avaliacao';
import { esperaCampos } from '../../../test/esperas';
import { folha } from '../../../test/folha';
import { frequencias } from '../../db/schema';
import { calendarioDaTurma } from '../../services/calendario';

/** The roll call follows the network's school calendar (a closed bimestre: test/seguranca/travas.test.ts). */
const api = prepararApi();
const { enviar } = api;
let c: Cenario;
let cal: CalendarioLetivo;
let livres: string[];
beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  await matriculasDesdeOAnoPassado(api.t, c.t6A.id);
  livres = await diasLetivosLivres(api.db, c.t6A.id, c.portugues.id, 2);
  cal = await calendarioDaTurma(api.db, c.t6A.id);
});

interface Marca {
  aluno_id: string;
  presente: boolean;
  justificativa: string | null;
  observacoes: string | null;
  updated_at: string | null;
}
interface Chamada {
  pode_editar: boolean;
  nao_letivo: string | null;
  fechado: string | null;
  itens: Marca[];
}
const CAMPOS = ['aluno_id', 'presente', 'justificativa', 'observacoes', 'updated_at'] as const;
const { ler: chamada, corpo } = folha<Chamada, Marca>(api, '/api/frequencias/chamada', 'data', CAMPOS);
const salvar = async (data: string) => {
  const ch = await chamada('professor', c.t6A.id, c.portugues.id, livres[0]!);
  return enviar('PUT', '/api/frequencias/chamada', 'professor', corpo(ch, c.t6A.id, c.portugues.id, data));
};

describe('roll calls only on school days of the class’s ano letivo', () => {
  it('a weekend or holiday → read-only with the reason, and a save → 400 on data', async () => {
    const [fimDeSemana] = await diasNaoLetivosPassados(api.db, c.t6A.id, 1);
    const ch = await chamada('professor', c.t6A.id, c.portugues.id, fimDeSemana!);
    const semana = new Date(`${fimDeSemana}T12:00:00Z`).getUTCDay() === 6 ? 'sábado' : 'domingo';
    const motivo = `A data ${dataBr(fimDeSemana!)} não é dia letivo (${semana}).`;
    expect(ch).toMatchObject({ pode_editar: false, nao_letivo: motivo, fechado: null });
    esperaCampos(await salvar(fimDeSemana!), { data: motivo });

    const feriado = cal.dias.find((d) => d.tipo === 'nao_letivo' && d.data <= hojeISO());
    if (feriado)
      esperaCampos(await salvar(feriado.data), {
        data: `A data ${dataBr(feriado.data)} não é dia letivo (${feriado.descricao}).`,
      });
    expect(await api.db.select().from(frequencias).where(eq(frequencias.data, fimDeSemana!))).toHaveLength(0);
  });

  it('a date outside the ano letivo → 400 on data, also when moving a mark there', async () => {
    const fora = `${cal.ano - 1}-10-06`;
    const motivo = `A data está fora do ano letivo de ${cal.ano} (${dataBr(cal.inicio)} a ${dataBr(cal.fim)}).`;
    esperaCampos(await salvar(fora), { data: motivo });
    expect((await chamada('gestor', c.t6A.id, c.portugues.id, fora)).nao_letivo).toBe(motivo);

    const [marca] = await api.db
      .select()
      .from(frequencias)
      .where(and(eq(frequencias.turma_id, c.t6A.id), eq(frequencias.disciplina_id, c.matematica.id)))
      .limit(1);
    const res = await enviar('PUT', `/api/frequencias/${marca!.id}`, 'professor', {
      data: fora,
      presente: marca!.presente,
      updated_at: marca!.updated_at.toISOString(),
    });
    esperaCampos(res, { data: motivo });
  });
});
