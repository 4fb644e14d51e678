import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOLETIM_MENSAGENS as MSG } from '../../../domain/schemas/boletim';
import { prepararApi } from '../../../test/api';
import { lerTextoPdf } from '../../../test/documentos';
import { esperaErro, esperaValidacao } from '../../../test/esperas';
import { cenarioAnual } from '../../../test/matrix/rows/fechamentos-anuais';
import { alunos, documentosEmitidos } from '../../db/schema';
import { CONSULTAS_POR_MINUTO, criarLimite } from './limite';

const api = prepararApi();
const { enviar } = api;

const CODIGO = /[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

/** Issues a boletim as the gestor and returns the code printed on it. */
async function emitir() {
  const s = await cenarioAnual(api.t, api.ids.principal, { finalizados: 8 });
  await api.db
    .update(alunos)
    .set({ endereco: 'Rua Secreta, 42', email: 'familia@exemplo.br' })
    .where(eq(alunos.id, s.alunos.aprovado));
  const res = await enviar('GET', `/api/boletins/turmas/${s.turma.id}/alunos/${s.alunos.aprovado}`, 'gestor');
  expect(res.statusCode, res.body).toBe(200);
  const codigo = CODIGO.exec(await lerTextoPdf(res.rawPayload))![0];
  return { s, codigo };
}

describe('GET /api/publico/verificar/:codigo', () => {
  it('confirms, without a session, the document printed: who issued it, when, and the key figures only', async () => {
    const { s, codigo } = await emitir();
    const res = await enviar('GET', `/api/publico/verificar/${codigo}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const v = res.json();
    expect(Object.keys(v).sort()).toEqual(['codigo', 'emitido_em', 'emitido_por', 'resumo', 'tipo']);
    expect(Object.keys(v.resumo).sort()).toEqual(
      ['aluno', 'ano_letivo', 'disciplinas', 'escola', 'frequencia', 'provisorio', 'situacao', 'turma'].sort(),
    );
    const [aluno] = await api.db.select().from(alunos).where(eq(alunos.id, s.alunos.aprovado));
    expect(v).toMatchObject({
      codigo,
      tipo: 'boletim',
      resumo: {
        aluno: aluno!.nome,
        escola: 'EMEF Professora Maria das Dores Silva',
        turma: s.turma.nome,
        ano_letivo: s.turma.ano_letivo,
        frequencia: 100,
        situacao: 'cursando',
        provisorio: false,
      },
    });
    expect(v.resumo.disciplinas).toEqual([
      { disciplina: s.ef.nome, media_final: 8 },
      { disciplina: s.mat.nome, media_final: 8 },
    ]);
    const [doc] = await api.db.select().from(documentosEmitidos).where(eq(documentosEmitidos.codigo, codigo));
    expect(v.emitido_por).toBe(doc!.emitido_por_nome);
    expect(v.emitido_em).toBe(doc!.emitido_em.toISOString());
    // Nothing personal beyond the name: no enrolment number, address, e-mail, ids.
    for (const segredo of [aluno!.matricula, 'Rua Secreta', 'familia@exemplo.br', aluno!.id, s.turma.id, s.empresa_id])
      expect(res.body).not.toContain(segredo);
  });

  it('reads the code as typed: lower case, without hyphens', async () => {
    const { codigo } = await emitir();
    const res = await enviar('GET', `/api/publico/verificar/${codigo.toLowerCase().replaceAll('-', '')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().codigo).toBe(codigo);
  });

  it('an unknown code is "Documento não encontrado" (404), and says nothing else', async () => {
    esperaErro(await enviar('GET', '/api/publico/verificar/2345-6789-ABCD'), 404, {
      code: 'NOT_FOUND',
      message: MSG.naoEncontrado,
    });
    esperaErro(await enviar('GET', '/api/publico/verificar/2345-6789-ABCD', 'gestor'), 404, {
      code: 'NOT_FOUND',
      message: MSG.naoEncontrado,
    });
  });

  it('refuses what cannot be a code before any lookup (400)', async () => {
    for (const ruim of ['abc', '2345-6789-ABC0', '2345-6789-ABCDE', "'%20or%201=1"]) {
      const res = await enviar('GET', `/api/publico/verificar/${ruim}`);
      esperaValidacao(res, 'codigo');
      expect(res.json().error.fields.codigo).toBe(MSG.codigo);
    }
  });

  it('another network sees the same public answer: the check is for anyone holding the paper', async () => {
    const { codigo } = await emitir();
    expect((await enviar('GET', `/api/publico/verificar/${codigo}`, 'empresa2')).statusCode).toBe(200);
  });
});

describe('limite de consultas', () => {
  it('lets an address make a few checks a minute, then answers 429 until the minute is over', () => {
    let agora = 0;
    const limitar = criarLimite(CONSULTAS_POR_MINUTO, () => agora);
    for (let i = 0; i < CONSULTAS_POR_MINUTO; i++) limitar('10.0.0.1');
    expect(() => limitar('10.0.0.1')).toThrow(MSG.muitasConsultas);
    // Another address is not held back.
    expect(() => limitar('10.0.0.2')).not.toThrow();
    agora += 60_000;
    expect(() => limitar('10.0.0.1')).not.toThrow();
  });
});
