import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOLETIM_MENSAGENS as MSG } from '../../domain/schemas/boletim';
import { acessosDadosPessoais, alunos } from '../../server/db/schema';
import { TENTATIVAS_POR_DOCUMENTO } from '../../server/routes/verificar/limite';
import { prepararApi } from '../api';
import { ORIGIN } from '../app';
import { DEMO } from '../demo';
import { lerTextoPdf } from '../documentos';
import { esperaErro } from '../esperas';
import { cenarioAnual } from '../matrix/rows/fechamentos-anuais';

/**
 * The public check of a boletim (/verificar/{código}) names the student by initials only: the code
 * travels on paper, in photos, in a QR code anyone can scan. The full name is answered only to whoever
 * also types the student's birth date, a few tries per document, and a code of one network never
 * shows anything of another's.
 */
const api = prepararApi();
const CODIGO = /[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/;

interface Emitido {
  codigo: string;
  nome: string;
  nascimento: string;
  iniciais: string;
  rede: string;
  escola: string;
}
const docs = {} as Record<'vv' | 'sa', Emitido>;

/** A boletim issued by `quem` for a student of `escolaId` renamed `nome`, born on `nascimento`. */
async function emitir(escolaId: string, quem: string, dados: Omit<Emitido, 'codigo'>): Promise<Emitido> {
  const s = await cenarioAnual(api.t, escolaId, { finalizados: 8 });
  await api.db
    .update(alunos)
    .set({ nome: dados.nome, data_nascimento: dados.nascimento })
    .where(eq(alunos.id, s.alunos.aprovado));
  const res = await api.enviar('GET', `/api/boletins/turmas/${s.turma.id}/alunos/${s.alunos.aprovado}`, quem);
  expect(res.statusCode, res.body).toBe(200);
  return { ...dados, codigo: CODIGO.exec(await lerTextoPdf(res.rawPayload))![0] };
}

beforeAll(async () => {
  docs.vv = await emitir(api.ids.principal, 'gestor', {
    nome: 'Ana Beatriz de Souza Lima',
    nascimento: '2012-08-15',
    iniciais: 'A. B. S. L.',
    rede: 'Rede de Ensino de Vale Verde',
    escola: DEMO.principal,
  });
  docs.sa = await emitir(api.ids.domBosco, 'empresa2', {
    nome: 'Carlos Eduardo dos Santos Pereira',
    nascimento: '2013-11-03',
    iniciais: 'C. E. S. P.',
    rede: 'Rede Estadual de Serra Azul',
    escola: DEMO.domBosco,
  });
}, 120_000);

const consultar = (codigo: string) => api.enviar('GET', `/api/publico/verificar/${codigo}`);
const confirmar = (codigo: string, data_nascimento: string, remoteAddress?: string) =>
  api.app.inject({
    method: 'POST',
    url: `/api/publico/verificar/${codigo}/aluno`,
    headers: { origin: ORIGIN },
    payload: { data_nascimento },
    remoteAddress,
  });
const partesDoNome = (nome: string) => nome.split(' ').filter((p) => p.length > 3);
const NAO_CONFIRMADO = { code: 'NAO_CONFIRMADO', message: MSG.naoConfirmado };

describe('verificação pública: iniciais sem a data de nascimento, o nome só com ela', () => {
  it("without the birth date, each network's code shows its network, school and the student's initials, no part of the name", async () => {
    for (const [rede, outra] of [
      ['vv', 'sa'],
      ['sa', 'vv'],
    ] as const) {
      const d = docs[rede];
      const res = await consultar(d.codigo);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ codigo: d.codigo, rede: d.rede, resumo: { iniciais: d.iniciais, escola: d.escola } });
      for (const parte of [d.nome, ...partesDoNome(d.nome), d.nascimento]) expect(res.body).not.toContain(parte);
      // Nothing of the other network: its name, its school, its student.
      const o = docs[outra];
      for (const alheio of [o.rede, o.escola, o.nome, o.iniciais, ...partesDoNome(o.nome)])
        expect(res.body).not.toContain(alheio);
    }
  });

  it("with the right birth date, each code answers its own student's full name, and only its own", async () => {
    for (const [rede, outra] of [
      ['vv', 'sa'],
      ['sa', 'vv'],
    ] as const) {
      const d = docs[rede];
      const ip = rede === 'vv' ? '10.20.0.1' : '10.20.0.2';
      const res = await confirmar(d.codigo, d.nascimento, ip);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().aluno).toBe(d.nome);
      // The name went out to someone without a session: the access log has the read, in the student's network.
      const [acesso] = await api.db
        .select()
        .from(acessosDadosPessoais)
        .where(and(eq(acessosDadosPessoais.ip, ip), eq(acessosDadosPessoais.recurso, 'verificacao_documento')));
      expect(acesso).toMatchObject({ usuario_id: null, empresa_id: rede === 'vv' ? api.ids.vv : api.ids.sa });
      // The other network's student's birth date opens nothing here.
      const cruzada = await confirmar(d.codigo, docs[outra].nascimento, '10.20.0.3');
      esperaErro(cruzada, 422, NAO_CONFIRMADO);
      for (const parte of [...partesDoNome(d.nome), ...partesDoNome(docs[outra].nome)]) expect(cruzada.body).not.toContain(parte);
    }
  });

  it('a wrong date gets the neutral answer; past a few per document, even the right one is refused (429)', async () => {
    const d = docs.sa;
    // Two tries are spent on this document already (its own date and the other network's, above).
    for (let i = 2; i < TENTATIVAS_POR_DOCUMENTO; i++)
      esperaErro(await confirmar(d.codigo, `2013-11-1${i}`, `10.30.0.${i}`), 422, NAO_CONFIRMADO);
    const bloqueada = await confirmar(d.codigo, d.nascimento, '10.30.0.99');
    esperaErro(bloqueada, 429, { code: 'TOO_MANY_REQUESTS', message: MSG.muitasTentativas });
    expect(bloqueada.body).not.toContain('Carlos');
    // The lookup still answers, initials only; the other network's document is not held back.
    expect((await consultar(d.codigo)).json().resumo.iniciais).toBe(d.iniciais);
    expect((await confirmar(docs.vv.codigo, docs.vv.nascimento, '10.30.0.100')).json().aluno).toBe(docs.vv.nome);
  });

  it("a student's own boletim, issued by the student, does not name it through who issued it either", async () => {
    const res = await api.enviar('GET', '/api/boletins/meu', 'aluno');
    expect(res.statusCode, res.body).toBe(200);
    const codigo = CODIGO.exec(await lerTextoPdf(res.rawPayload))![0];
    const [lucas] = await api.db.select().from(alunos).where(eq(alunos.usuario_id, api.ids.aluno));
    expect(lucas!.nome).toBe('Lucas Almeida Souza');
    const publica = await consultar(codigo);
    expect(publica.json().resumo.iniciais).toBe('L. A. S.');
    for (const parte of ['Lucas', 'Almeida', 'Souza']) expect(publica.body).not.toContain(parte);
    const confirmada = await confirmar(codigo, lucas!.data_nascimento!, '10.40.0.1');
    expect(confirmada.json()).toEqual({ aluno: 'Lucas Almeida Souza', emitido_por: 'Lucas Almeida Souza' });
  });

  it('an unknown code answers "Documento não encontrado", with or without a date, and nothing about any student', async () => {
    for (const res of [await consultar('2345-6789-ABCD'), await confirmar('2345-6789-ABCD', docs.vv.nascimento)]) {
      esperaErro(res, 404, { code: 'NOT_FOUND', message: MSG.naoEncontrado });
      expect(Object.keys(res.json())).toEqual(['error']);
    }
  });
});
