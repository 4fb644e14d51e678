import { desc, eq } from 'drizzle-orm';
import { avisoPadrao } from '../../../domain/privacidade/aviso-padrao';
import {
  alunos,
  atividadesTratamento,
  avisosPrivacidade,
  incidentesSeguranca,
  solicitacoesTitulares,
} from '../../../server/db/schema';
import { type Ctx, type Expect, type Row, empresaOf, escolaOf, naRede, same } from '../types';

/**
 * Privacidade (LGPD): own tenant = Vale Verde (a student of the demo school), other = Serra Azul
 * (a student of Dom Bosco). Read by administrador, empresa and gestor; managed by administrador and
 * the network's empresa.
 */
/** A student of the tenant's school. */
async function alunoDe(c: Ctx): Promise<string> {
  const [aluno] = await c.t.database.db
    .select({ id: alunos.id })
    .from(alunos)
    .where(eq(alunos.escola_id, escolaOf(c)))
    .limit(1);
  return aluno!.id;
}

/** A fresh open request about a student of the tenant's school, received on a day already past. */
async function novaSolicitacao(c: Ctx) {
  const alunoId = await alunoDe(c);
  const dia = '2026-01-05';
  const [s] = await c.t.database.db
    .insert(solicitacoesTitulares)
    .values({
      empresa_id: empresaOf(c),
      escola_id: escolaOf(c),
      aluno_id: alunoId,
      solicitante_nome: 'Solicitante da matriz',
      relacao: 'mae',
      tipo: 'acesso',
      recebida_em: dia,
      prazo: '2026-01-20',
    })
    .returning();
  return s!;
}

const corpoSolicitacao = (alunoId: string) => ({
  aluno_id: alunoId,
  solicitante_nome: 'Solicitante da matriz',
  relacao: 'pai',
  tipo: 'correcao',
  recebida_em: '2026-01-05',
});

/** Managed by the administrador and the network's empresa; another network's student or request is not there (404). */
const GERENCIAR_NA_REDE = (ok: number): Expect => ({
  administrador: [ok, ok],
  empresa: [ok, 404],
  gestor: [403, 403],
  professor: [403, 403],
  aluno: [403, 403],
});

const corpoAtividade = {
  nome: 'Atividade da matriz',
  finalidade: 'Finalidade',
  base_legal: 'Base legal',
  dados: 'Dados',
  titulares: 'Titulares',
  compartilhamento: 'Nenhum',
  retencao: 'Um ano',
};

/** A fresh activity of the tenant's network (two, so deleting one never empties the record). */
async function novaAtividade(c: Ctx) {
  const [a] = await c.t.database.db
    .insert(atividadesTratamento)
    .values([
      { ...corpoAtividade, empresa_id: empresaOf(c) },
      { ...corpoAtividade, empresa_id: empresaOf(c) },
    ])
    .returning();
  return a!;
}

const corpoIncidente = {
  titulo: 'Incidente da matriz',
  descoberto_em: '2026-03-02',
  natureza: 'Natureza',
  dados_afetados: 'Dados',
  titulares_afetados: 'Alunos',
  quantidade_afetados: null,
  medidas: 'Medidas',
  status: 'aberto',
  comunicado_em: null,
};

async function novoIncidente(c: Ctx) {
  const [i] = await c.t.database.db
    .insert(incidentesSeguranca)
    .values({ ...corpoIncidente, status: 'aberto', empresa_id: empresaOf(c), prazo_comunicacao: '2026-03-05' })
    .returning();
  return i!;
}

/** A GET as the administrador, for the version a write must carry. */
async function carregado(c: Ctx, url: string) {
  const res = await c.t.app.inject({ method: 'GET', url, headers: { cookie: c.admin } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Vale Verde's notice in force, published here if the network has none yet. */
async function avisoDeValeVerde(c: Ctx): Promise<number> {
  const db = c.t.database.db;
  const [atual] = await db
    .select({ versao: avisosPrivacidade.versao })
    .from(avisosPrivacidade)
    .where(eq(avisosPrivacidade.empresa_id, c.ids.vv))
    .orderBy(desc(avisosPrivacidade.versao))
    .limit(1);
  if (atual) return atual.versao;
  await db.insert(avisosPrivacidade).values({ empresa_id: c.ids.vv, versao: 1, ...avisoPadrao('Vale Verde') });
  return 1;
}

const LER: Expect = naRede(200, 200, 200, 403, 403);
/** A network's setting written: another network named is refused (403), as the other settings screens do. */
const GERENCIAR_DA_REDE = (ok: number): Expect => ({
  administrador: [ok, ok],
  empresa: [ok, 403],
  gestor: [403, 403],
  professor: [403, 403],
  aluno: [403, 403],
});

export const rows: Record<string, Row> = {
  'GET /api/privacidade/acessos': {
    prepare: async (c) => ({ url: `/api/privacidade/acessos?aluno_id=${await alunoDe(c)}` }),
    expect: LER,
  },
  'GET /api/privacidade/configuracao': {
    prepare: (c) => Promise.resolve({ url: `/api/privacidade/configuracao?empresa_id=${empresaOf(c)}` }),
    expect: LER,
  },
  'PUT /api/privacidade/configuracao': {
    prepare: async (c) => {
      const url = `/api/privacidade/configuracao?empresa_id=${empresaOf(c)}`;
      const atual = await carregado(c, url);
      return { url, payload: { retencao_acessos_dias: 1825, updated_at: atual.updated_at } };
    },
    expect: GERENCIAR_DA_REDE(200),
  },
  'GET /api/privacidade/aviso': {
    prepare: (c) => Promise.resolve({ url: `/api/privacidade/aviso?empresa_id=${empresaOf(c)}` }),
    expect: naRede(200, 200, 403, 403, 403),
  },
  'POST /api/privacidade/aviso': {
    prepare: async (c) => {
      const atual = await carregado(c, `/api/privacidade/aviso?empresa_id=${empresaOf(c)}`);
      const { empresa_id, empresa_nome: _n, versao, publicado_em: _p, ...textos } = atual;
      return { url: '/api/privacidade/aviso', payload: { ...textos, empresa_id, versao_atual: versao } };
    },
    expect: GERENCIAR_DA_REDE(201),
  },
  // The user's own: every signed-in user, whatever the tenant.
  'GET /api/privacidade/aviso/pendente': {
    prepare: () => Promise.resolve({ url: '/api/privacidade/aviso/pendente' }),
    expect: same(200, 200, 200, 200, 200),
  },
  // The demo accounts are Vale Verde's; the administrador belongs to no network, so has nothing to confirm.
  'POST /api/privacidade/aviso/ciencia': {
    prepare: async (c) => ({ url: '/api/privacidade/aviso/ciencia', payload: { versao: await avisoDeValeVerde(c) } }),
    expect: same(404, 200, 200, 200, 200),
  },
  'GET /api/privacidade/solicitacoes': {
    prepare: () => Promise.resolve({ url: '/api/privacidade/solicitacoes' }),
    expect: same(200, 200, 200, 403, 403),
  },
  'GET /api/privacidade/solicitacoes/alerta': {
    prepare: () => Promise.resolve({ url: '/api/privacidade/solicitacoes/alerta' }),
    expect: same(200, 200, 200, 403, 403),
  },
  'GET /api/privacidade/solicitacoes/:id': {
    prepare: async (c) => ({ url: `/api/privacidade/solicitacoes/${(await novaSolicitacao(c)).id}` }),
    expect: LER,
  },
  'POST /api/privacidade/solicitacoes': {
    prepare: async (c) => ({ url: '/api/privacidade/solicitacoes', payload: corpoSolicitacao(await alunoDe(c)) }),
    expect: GERENCIAR_NA_REDE(201),
  },
  'PUT /api/privacidade/solicitacoes/:id': {
    prepare: async (c) => {
      const s = await novaSolicitacao(c);
      return {
        url: `/api/privacidade/solicitacoes/${s.id}`,
        payload: { ...corpoSolicitacao(s.aluno_id!), updated_at: s.updated_at.toISOString() },
      };
    },
    expect: GERENCIAR_NA_REDE(200),
  },
  'POST /api/privacidade/solicitacoes/:id/responder': {
    prepare: async (c) => {
      const s = await novaSolicitacao(c);
      return {
        url: `/api/privacidade/solicitacoes/${s.id}/responder`,
        payload: {
          status: 'respondida',
          resposta: 'Respondida',
          respondida_em: s.recebida_em,
          updated_at: s.updated_at.toISOString(),
        },
      };
    },
    expect: GERENCIAR_NA_REDE(200),
  },
  'GET /api/privacidade/atividades': {
    prepare: (c) => Promise.resolve({ url: `/api/privacidade/atividades?empresa_id=${empresaOf(c)}` }),
    expect: LER,
  },
  'POST /api/privacidade/atividades': {
    prepare: (c) =>
      Promise.resolve({ url: '/api/privacidade/atividades', payload: { ...corpoAtividade, empresa_id: empresaOf(c) } }),
    expect: GERENCIAR_DA_REDE(201),
  },
  'PUT /api/privacidade/atividades/:id': {
    prepare: async (c) => {
      const a = await novaAtividade(c);
      return {
        url: `/api/privacidade/atividades/${a.id}`,
        payload: { ...corpoAtividade, updated_at: a.updated_at.toISOString() },
      };
    },
    expect: GERENCIAR_NA_REDE(200),
  },
  'DELETE /api/privacidade/atividades/:id': {
    prepare: async (c) => ({ url: `/api/privacidade/atividades/${(await novaAtividade(c)).id}` }),
    expect: GERENCIAR_NA_REDE(204),
  },
  'GET /api/privacidade/incidentes': {
    prepare: () => Promise.resolve({ url: '/api/privacidade/incidentes' }),
    expect: same(200, 200, 403, 403, 403),
  },
  'GET /api/privacidade/incidentes/:id': {
    prepare: async (c) => ({ url: `/api/privacidade/incidentes/${(await novoIncidente(c)).id}` }),
    expect: naRede(200, 200, 403, 403, 403),
  },
  'POST /api/privacidade/incidentes': {
    prepare: (c) =>
      Promise.resolve({ url: '/api/privacidade/incidentes', payload: { ...corpoIncidente, empresa_id: empresaOf(c) } }),
    expect: GERENCIAR_DA_REDE(201),
  },
  'PUT /api/privacidade/incidentes/:id': {
    prepare: async (c) => {
      const i = await novoIncidente(c);
      return {
        url: `/api/privacidade/incidentes/${i.id}`,
        payload: { ...corpoIncidente, updated_at: i.updated_at.toISOString() },
      };
    },
    expect: GERENCIAR_NA_REDE(200),
  },
  'GET /api/publico/privacidade': {
    prepare: () => Promise.resolve({ url: '/api/publico/privacidade' }),
    expect: same(200, 200, 200, 200, 200),
  },
  'GET /api/publico/privacidade/:empresaId': {
    prepare: (c) => Promise.resolve({ url: `/api/publico/privacidade/${empresaOf(c)}` }),
    expect: same(200, 200, 200, 200, 200),
  },
};
