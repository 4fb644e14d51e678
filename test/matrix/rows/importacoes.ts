import { importacoes, importacoesLinhas } from '../../../server/db/schema';
import { type Ctx, type Row, escolaOf, empresaOf, naRede, same } from '../types';

/**
 * Importação de alunos: each cell gets a fresh import of its tenant's school (the gestor's school on
 * its own network), in the status its action starts from. The upload (multipart) is covered by
 * server/routes/importacoes/importacoes.test.ts.
 */
async function nova(c: Ctx, status: 'enviada' | 'aguardando_decisoes' = 'enviada', comDuplicada = false) {
  const db = c.t.database.db;
  const [imp] = await db
    .insert(importacoes)
    .values({
      empresa_id: empresaOf(c),
      escola_id: escolaOf(c),
      arquivo_chave: 'importacoes/00/matriz.csv',
      nome_arquivo: 'matriz.csv',
      tamanho: 10,
      sha256: '0'.repeat(64),
      formato: 'csv',
      cabecalho: ['Nome', 'Data de nascimento'],
      mapeamento: ['nome', 'data_nascimento'],
      status,
    })
    .returning();
  if (comDuplicada)
    await db.insert(importacoesLinhas).values({
      importacao_id: imp!.id,
      numero: 3,
      celulas: ['Ana', '01/01/2015'],
      situacao: 'duplicada',
      duplicados: [
        {
          aluno_id: null,
          linha: 2,
          nome: 'Ana',
          matricula: null,
          escola_id: null,
          escola_nome: null,
          grau: 'possivel',
          motivo: 'Mesmo nome e data de nascimento',
        },
      ],
    });
  return imp!;
}

const LER = naRede(200, 200, 200, 404, 403);
const ESCREVER = (ok: number) => naRede(ok, ok, ok, 403, 403);

export const rows: Record<string, Row> = {
  'GET /api/importacoes': { prepare: () => Promise.resolve({ url: '/api/importacoes' }), expect: same(200, 200, 200, 200, 403) },
  'GET /api/importacoes/:id': { prepare: async (c) => ({ url: `/api/importacoes/${(await nova(c)).id}` }), expect: LER },
  'GET /api/importacoes/:id/linhas': {
    prepare: async (c) => ({ url: `/api/importacoes/${(await nova(c)).id}/linhas` }),
    expect: LER,
  },
  'GET /api/importacoes/:id/recusadas': {
    prepare: async (c) => ({ url: `/api/importacoes/${(await nova(c)).id}/recusadas` }),
    expect: LER,
  },
  'PUT /api/importacoes/:id/mapeamento': {
    prepare: async (c) => ({
      url: `/api/importacoes/${(await nova(c)).id}/mapeamento`,
      payload: { mapeamento: ['nome', 'data_nascimento'] },
    }),
    expect: ESCREVER(200),
  },
  'POST /api/importacoes/:id/analisar': {
    prepare: async (c) => ({ url: `/api/importacoes/${(await nova(c)).id}/analisar` }),
    expect: ESCREVER(202),
  },
  'POST /api/importacoes/:id/decisoes': {
    prepare: async (c) => ({
      url: `/api/importacoes/${(await nova(c, 'aguardando_decisoes', true)).id}/decisoes`,
      payload: { numeros: [3], decisao: 'ignorar' },
    }),
    expect: ESCREVER(200),
  },
  'POST /api/importacoes/:id/executar': {
    prepare: async (c) => ({ url: `/api/importacoes/${(await nova(c, 'aguardando_decisoes')).id}/executar` }),
    expect: ESCREVER(202),
  },
};

export const coveredElsewhere = ['POST /api/importacoes'];
