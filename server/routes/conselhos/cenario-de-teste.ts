import { beforeAll, expect } from 'vitest';
import { prepararApi } from '../../../test/api';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { conselhosClasse } from '../../db/schema';

/**
 * The class councils tests' setup, shared by the files of this folder: each test file that imports it
 * gets its own copy of the database (prepararApi) and these bindings, filled before its first test.
 */
export const api = prepararApi();
export const { enviar } = api;
export let c: Cenario;
export let professores: { id: string; nome: string }[];
export let disciplinas6A: { id: string; nome: string }[];
export const URL = '/api/conselhos';
export const lista = () => `/api/turmas/${c.t6A.id}/conselhos`;

beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
  const opcoes = await api.json(`${lista()}/opcoes`, 'gestor');
  professores = opcoes.professores;
  const { itens } = await api.json(`/api/turmas/${c.t6A.id}/disciplinas`, 'gestor');
  disciplinas6A = [...new Map(itens.map((d: { id: string; nome: string }) => [d.id, { id: d.id, nome: d.nome }])).values()] as {
    id: string;
    nome: string;
  }[];
});

export const corpo = (extra: object = {}) => ({
  turma_id: c.t6A.id,
  bimestre: 1,
  data: `${c.t6A.ano_letivo}-04-30`,
  horario: '14:00',
  local: 'Sala dos professores',
  coordenador_id: c.gestor.id,
  participantes: professores.map((p) => p.id),
  convidados: 'Orientadora Educacional, , Psicóloga,',
  pauta: ' Rendimento da turma ,Frequência,, Encaminhamentos ',
  observacoes: null,
  ...extra,
});

/** A Serra Azul council: another network's row. */
export async function conselhoDeOutraRede() {
  const [row] = await api.db
    .insert(conselhosClasse)
    .values({
      empresa_id: c.sa.id,
      escola_id: c.domBosco.id,
      turma_id: c.tSA.id,
      ano_letivo: c.tSA.ano_letivo,
      bimestre: 2,
      data: `${c.tSA.ano_letivo}-06-30`,
      horario: '10:00',
      local: 'Sala Serra Azul',
      pauta: ['Pauta alheia'],
    })
    .returning();
  return row!;
}

/** Finalizes every subject's closing of 6º A in `bimestre` through the API, as the gestor does. */
export async function finalizarFechamentos(bimestre: number, exceto: string[] = []) {
  for (const d of disciplinas6A) {
    if (exceto.includes(d.id)) continue;
    const f = await api.criar('/api/fechamentos-bimestrais', 'gestor', { turma_id: c.t6A.id, disciplina_id: d.id, bimestre });
    const res = await enviar('POST', `/api/fechamentos-bimestrais/${f.id}/finalizar`, 'gestor', {
      justificativa: 'Conselho de classe: teste',
      motivo_pendencias: 'Conselho de classe: teste',
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}
