import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOLETIM_MENSAGENS as MSG } from '../../../domain/schemas/boletim';
import { prepararApi } from '../../../test/api';
import { lerTextoPdf } from '../../../test/documentos';
import { esperaErro, esperaValidacao } from '../../../test/esperas';
import { cenarioAnual } from '../../../test/matrix/rows/fechamentos-anuais';
import { alunos, customizacaoEmpresa, documentosEmitidos } from '../../db/schema';
import { ORIGIN } from '../../../test/app';
import { iniciaisDoNome } from '../../../domain/boletim/iniciais';
import {
  CONSULTAS_POR_MINUTO,
  JANELA_DOCUMENTO_MS,
  TENTATIVAS_POR_DOCUMENTO,
  criarLimite,
  criarLimiteDeTentativas,
} from './limite';

const api = prepararApi();
const { enviar } = api;

const CODIGO = /[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

const NOME = 'João da Silva Oliveira';
const NASCIMENTO = '2013-05-20';

/** Issues a boletim as the gestor, for a student with a known name and birth date, and returns the code printed on it. */
async function emitir() {
  const s = await cenarioAnual(api.t, api.ids.principal, { finalizados: 8 });
  await api.db
    .update(alunos)
    .set({ nome: NOME, data_nascimento: NASCIMENTO, endereco: 'Rua Secreta, 42', email: 'familia@exemplo.br' })
    .where(eq(alunos.id, s.alunos.aprovado));
  const res = await enviar('GET', `/api/boletins/turmas/${s.turma.id}/alunos/${s.alunos.aprovado}`, 'gestor');
  expect(res.statusCode, res.body).toBe(200);
  const codigo = CODIGO.exec(await lerTextoPdf(res.rawPayload))![0];
  return { s, codigo };
}

describe('GET /api/publico/verificar/:codigo', () => {
  it('confirms, without a session, the document printed: the network, when, and the key figures with initials only', async () => {
    const { s, codigo } = await emitir();
    const res = await enviar('GET', `/api/publico/verificar/${codigo}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const v = res.json();
    expect(Object.keys(v).sort()).toEqual(['codigo', 'emitido_em', 'rede', 'rede_logo', 'resumo', 'tipo']);
    expect(Object.keys(v.resumo).sort()).toEqual(
      ['iniciais', 'ano_letivo', 'disciplinas', 'escola', 'frequencia', 'provisorio', 'situacao', 'turma'].sort(),
    );
    const [aluno] = await api.db.select().from(alunos).where(eq(alunos.id, s.alunos.aprovado));
    expect(v).toMatchObject({
      codigo,
      tipo: 'boletim',
      rede: 'Rede de Ensino de Vale Verde',
      // No logo of its own: not the platform's in its place.
      rede_logo: null,
      resumo: {
        iniciais: 'J. S. O.',
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
    expect(v.emitido_em).toBe(doc!.emitido_em.toISOString());
    // Nothing of the name but its initials, nothing else personal: no enrolment number, birth date,
    // address, e-mail, ids; not even who issued it (the student itself, for its own boletim).
    for (const segredo of [
      NOME,
      doc!.emitido_por_nome,
      'João',
      'Oliveira',
      aluno!.matricula,
      NASCIMENTO,
      'Rua Secreta',
      'familia@exemplo.br',
      aluno!.id,
      s.turma.id,
      s.empresa_id,
    ])
      expect(res.body).not.toContain(segredo);
  });

  it("carries the issuing network's own logo, and no more of its customisation", async () => {
    const { s, codigo } = await emitir();
    const url = '/api/publico/arquivos/0b5a7f3e-8c1d-4d2e-9f00-1234567890ab';
    const configuracoes = { url, largura: 150, altura: 60, alt: 'Brasão de Vale Verde' };
    await api.db
      .insert(customizacaoEmpresa)
      .values({ empresa_id: s.empresa_id, tipo: 'logo', configuracoes })
      .onConflictDoUpdate({ target: [customizacaoEmpresa.empresa_id, customizacaoEmpresa.tipo], set: { configuracoes } });
    const res = await enviar('GET', `/api/publico/verificar/${codigo}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rede_logo).toEqual({ url, alt: 'Brasão de Vale Verde' });
  });

  it('reads the code as typed: lower case, without hyphens', async () => {
    const { codigo } = await emitir();
    const res = await enviar('GET', `/api/publico/verificar/${codigo.toLowerCase().replaceAll('-', '')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().codigo).toBe(codigo);
  });

  it('an unknown code is "Documento não encontrado" (404), and says nothing else', async () => {
    const naoEncontrado = { code: 'NOT_FOUND', message: MSG.naoEncontrado };
    esperaErro(await enviar('GET', '/api/publico/verificar/2345-6789-ABCD'), 404, naoEncontrado);
    esperaErro(await enviar('GET', '/api/publico/verificar/2345-6789-ABCD', 'gestor'), 404, naoEncontrado);
    esperaErro(
      await enviar('POST', '/api/publico/verificar/2345-6789-ABCD/aluno', undefined, { data_nascimento: NASCIMENTO }),
      404,
      naoEncontrado,
    );
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

describe('POST /api/publico/verificar/:codigo/aluno', () => {
  const confirmar = (codigo: string, data_nascimento: unknown, quem?: string) =>
    enviar('POST', `/api/publico/verificar/${codigo}/aluno`, quem, { data_nascimento });
  const naoConfirmado = { code: 'NAO_CONFIRMADO', message: MSG.naoConfirmado };

  it("answers the full name printed on the document, and who issued it, to whoever types the student's birth date, signed in or not", async () => {
    const { codigo } = await emitir();
    const [doc] = await api.db.select().from(documentosEmitidos).where(eq(documentosEmitidos.codigo, codigo));
    const res = await confirmar(codigo.toLowerCase(), NASCIMENTO);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ aluno: NOME, emitido_por: doc!.emitido_por_nome });
    expect(iniciaisDoNome(res.json().aluno)).toBe('J. S. O.');
    expect((await confirmar(codigo, NASCIMENTO, 'empresa2')).json().aluno).toBe(NOME);
  });

  it('any other date, or a student with none on record, gets the same neutral answer (422) and nothing of the student', async () => {
    const { s, codigo } = await emitir();
    for (const outra of ['2013-05-21', '2013-02-05', '2012-05-20']) {
      const res = await confirmar(codigo, outra);
      esperaErro(res, 422, naoConfirmado);
      expect(res.body).not.toContain('João');
    }
    await api.db.update(alunos).set({ data_nascimento: null }).where(eq(alunos.id, s.alunos.aprovado));
    esperaErro(await confirmar(codigo, NASCIMENTO), 422, naoConfirmado);
  });

  it('refuses what cannot be a date before any lookup (400, the field named), and the date never goes in the address', async () => {
    const { codigo } = await emitir();
    for (const ruim of ['20/05/2013', '2013-02-30', '', 20130520, null]) {
      const res = await confirmar(codigo, ruim);
      esperaValidacao(res, 'data_nascimento');
      expect(res.json().error.fields.data_nascimento).toBe(MSG.dataNascimento);
    }
    const res = await enviar('POST', `/api/publico/verificar/${codigo}/aluno?data_nascimento=${NASCIMENTO}`, undefined, {});
    esperaValidacao(res, 'data_nascimento');
  });

  it(`takes ${TENTATIVAS_POR_DOCUMENTO} dates per document an hour, from any address: then even the right one is refused (429)`, async () => {
    const { codigo } = await emitir();
    const { codigo: outro } = await emitir();
    for (let i = 0; i < TENTATIVAS_POR_DOCUMENTO; i++) {
      const res = await api.app.inject({
        method: 'POST',
        url: `/api/publico/verificar/${codigo}/aluno`,
        headers: { origin: ORIGIN },
        payload: { data_nascimento: `2013-01-0${i + 1}` },
        remoteAddress: `10.9.0.${i + 1}`,
      });
      esperaErro(res, 422, naoConfirmado);
    }
    esperaErro(await confirmar(codigo, NASCIMENTO), 429, { code: 'TOO_MANY_REQUESTS', message: MSG.muitasTentativas });
    // Another document is not held back, and the code lookup still answers (with initials only).
    expect((await confirmar(outro, NASCIMENTO)).json().aluno).toBe(NOME);
    expect((await enviar('GET', `/api/publico/verificar/${codigo}`)).statusCode).toBe(200);
  });

  it(`shares the address's ${CONSULTAS_POR_MINUTO} checks a minute with the code lookup`, async () => {
    const { codigo } = await emitir();
    const deUmEndereco = (method: 'GET' | 'POST', url: string, payload?: object) =>
      api.app.inject({ method, url, headers: { origin: ORIGIN }, payload, remoteAddress: '10.8.0.1' });
    for (let i = 0; i < CONSULTAS_POR_MINUTO; i++)
      expect((await deUmEndereco('GET', `/api/publico/verificar/${codigo}`)).statusCode).toBe(200);
    esperaErro(await deUmEndereco('POST', `/api/publico/verificar/${codigo}/aluno`, { data_nascimento: NASCIMENTO }), 429, {
      code: 'TOO_MANY_REQUESTS',
      message: MSG.muitasConsultas,
    });
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

  it('lets a document take a few birth dates an hour, then answers 429 until the hour is over', () => {
    let agora = 0;
    const limitar = criarLimiteDeTentativas(() => agora);
    for (let i = 0; i < TENTATIVAS_POR_DOCUMENTO; i++) limitar('ABCD-EFGH-JKLM');
    expect(() => limitar('ABCD-EFGH-JKLM')).toThrow(MSG.muitasTentativas);
    expect(() => limitar('2345-6789-ABCD')).not.toThrow();
    agora += JANELA_DOCUMENTO_MS - 1;
    expect(() => limitar('ABCD-EFGH-JKLM')).toThrow(MSG.muitasTentativas);
    agora += 1;
    expect(() => limitar('ABCD-EFGH-JKLM')).not.toThrow();
  });
});
