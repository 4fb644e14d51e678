import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOLETIM_MENSAGENS as MSG } from '../../../domain/schemas/boletim';
import { prepararApi } from '../../../test/api';
import { ID_INEXISTENTE } from '../../../test/demo';
import { lerTextoPdf, paginasDoPdf } from '../../../test/documentos';
import { esperaErro, esperaValidacao } from '../../../test/esperas';
import { cenarioConselho, gravarDecisoes, inserirConselho } from '../../../test/matrix/rows/conselhos-ata';
import { cenarioAnual } from '../../../test/matrix/rows/fechamentos-anuais';
import { alunos, auditoria, documentosEmitidos, escolas, turmas } from '../../db/schema';
import { aplicarDecisoesDoConselho } from '../../services/conselhos/aplicar-decisoes';

const api = prepararApi();
const { enviar } = api;

/** A class of the main school with Matemática finalized (its four bimestres) and Educação Física open; the demo professor is its responsável. */
async function cenario(opcoes: { responsavel?: boolean } = {}) {
  const s = await cenarioAnual(api.t, api.ids.principal, { professorId: api.ids.professor, finalizados: 4 });
  if (opcoes.responsavel !== false)
    await api.db.update(turmas).set({ professor_responsavel_id: api.ids.professor }).where(eq(turmas.id, s.turma.id));
  return s;
}
const outraRede = () => cenarioAnual(api.t, api.ids.domBosco, { finalizados: 8 });
const codigoDoTexto = (texto: string) =>
  [...texto.matchAll(/[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/g)].map((m) => m[0]);
const pdf = (res: { statusCode: number; body: string; headers: Record<string, unknown>; rawPayload: Buffer }) => {
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return res.rawPayload;
};
const nomeDoArquivo = (res: { headers: Record<string, unknown> }) =>
  /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1];

describe('boletins: who may issue them', () => {
  it.each([
    '/api/boletins/meu',
    `/api/boletins/turmas/${ID_INEXISTENTE}`,
    `/api/boletins/turmas/${ID_INEXISTENTE}/alunos/${ID_INEXISTENTE}`,
  ])('GET %s → 401 without a session', async (url) => {
    expect((await enviar('GET', url)).statusCode).toBe(401);
  });

  it('an aluno is refused the class routes (403): it downloads its own from the panel', async () => {
    const s = await cenario();
    const nf = { code: 'FORBIDDEN', message: MSG.alunoPeloPainel };
    esperaErro(await enviar('GET', `/api/boletins/turmas/${s.turma.id}`, 'aluno'), 403, nf);
    esperaErro(await enviar('GET', `/api/boletins/turmas/${api.ids.sextoA}/alunos/${s.alunos.aprovado}`, 'aluno'), 403, nf);
  });

  it("another network's class is not found (404, no data, nothing recorded)", async () => {
    const o = await outraRede();
    const nf = { code: 'NOT_FOUND', message: MSG.turmaNaoEncontrada };
    for (const quem of ['gestor', 'empresa', 'professor']) {
      esperaErro(await enviar('GET', `/api/boletins/turmas/${o.turma.id}`, quem), 404, nf);
      esperaErro(await enviar('GET', `/api/boletins/turmas/${o.turma.id}/alunos/${o.alunos.aprovado}`, quem), 404, nf);
    }
    expect(await api.db.select().from(documentosEmitidos).where(eq(documentosEmitidos.turma_id, o.turma.id))).toEqual([]);
  });

  it('a student of another class (or network) is not found in this one', async () => {
    const s = await cenario();
    const o = await outraRede();
    esperaErro(await enviar('GET', `/api/boletins/turmas/${s.turma.id}/alunos/${o.alunos.aprovado}`, 'gestor'), 404, {
      code: 'NOT_FOUND',
      message: MSG.alunoNaoEncontrado,
    });
  });

  it('a professor who teaches the class but is not its responsável is refused (403); one with no link to it, 404', async () => {
    const s = await cenario({ responsavel: false });
    esperaErro(await enviar('GET', `/api/boletins/turmas/${s.turma.id}`, 'professor'), 403, {
      code: 'FORBIDDEN',
      message: MSG.soResponsavel,
    });
    esperaErro(await enviar('GET', `/api/boletins/turmas/${s.turma.id}/alunos/${s.alunos.aprovado}`, 'professor'), 403, {
      code: 'FORBIDDEN',
      message: MSG.soResponsavel,
    });
    const alheia = await cenarioAnual(api.t, api.ids.principal, { finalizados: 8 });
    expect((await enviar('GET', `/api/boletins/turmas/${alheia.turma.id}`, 'professor')).statusCode).toBe(404);
  });

  it('refuses a malformed id or year (400, with the field)', async () => {
    esperaValidacao(await enviar('GET', '/api/boletins/turmas/nao-e-id', 'gestor'), 'turmaId');
    esperaValidacao(await enviar('GET', `/api/boletins/turmas/${ID_INEXISTENTE}/alunos/x`, 'gestor'), 'alunoId');
    esperaValidacao(await enviar('GET', '/api/boletins/meu?ano_letivo=abc', 'aluno'), 'ano_letivo');
  });

  it('a user with no student record has no boletim of its own (404)', async () => {
    esperaErro(await enviar('GET', '/api/boletins/meu', 'gestor'), 404, { code: 'NOT_FOUND', message: MSG.semCadastro });
    esperaErro(await enviar('GET', '/api/boletins/meu?ano_letivo=1999', 'aluno'), 404, {
      code: 'NOT_FOUND',
      message: MSG.semMatricula(1999),
    });
  });
});

describe('boletim de um aluno', () => {
  it('prints the school with its INEP, the class, the student, the subjects, and provisório on the open bimestres', async () => {
    const s = await cenario();
    const [escola] = await api.db.select().from(escolas).where(eq(escolas.id, api.ids.principal));
    const [aluno] = await api.db.select().from(alunos).where(eq(alunos.id, s.alunos.recuperacao));
    const res = await enviar('GET', `/api/boletins/turmas/${s.turma.id}/alunos/${aluno!.id}`, 'gestor');
    const texto = await lerTextoPdf(pdf(res));
    expect(nomeDoArquivo(res)).toBe(
      `boletim-aluno-recuperacao-${s.turma.nome.split(' ').pop()!.toLowerCase()}-${s.turma.ano_letivo}.pdf`,
    );
    for (const parte of [
      'Boletim Escolar',
      escola!.nome,
      `INEP ${escola!.codigo_inep}`,
      s.turma.nome,
      'Vespertino',
      aluno!.nome,
      aluno!.matricula,
      s.mat.nome,
      s.ef.nome,
      'Média anual',
      'Recuperação',
      'Média final',
      'Frequência geral',
      'provisório',
    ])
      expect(texto).toContain(parte);
    expect(await paginasDoPdf(res.rawPayload)).toBe(1);
    // No council yet: no recommendations section, nothing made up.
    expect(texto).not.toContain('Recomendações');
    const [codigo] = codigoDoTexto(texto);
    const [doc] = await api.db.select().from(documentosEmitidos).where(eq(documentosEmitidos.codigo, codigo!));
    expect(doc).toMatchObject({ tipo: 'boletim', aluno_id: aluno!.id, turma_id: s.turma.id, emitido_por: api.ids.gestor });
    const [registro] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'boletim'), eq(auditoria.entidade_id, aluno!.id)));
    expect(registro).toMatchObject({ acao: 'emitir', usuario_id: api.ids.gestor });
  });

  it('says nothing is provisório once every bimestre is finalized', async () => {
    const s = await cenario();
    await s.fechar(8);
    const texto = await lerTextoPdf(
      pdf(await enviar('GET', `/api/boletins/turmas/${s.turma.id}/alunos/${s.alunos.aprovado}`, 'gestor')),
    );
    expect(texto).not.toContain('provisório');
    expect(texto).not.toContain('Provisório');
  });

  it('the responsável professor, the empresa and the administrador issue it too; each issue is a new code', async () => {
    const s = await cenario();
    const codigos = new Set<string>();
    for (const quem of ['professor', 'empresa', 'admin', 'gestor']) {
      const texto = await lerTextoPdf(
        pdf(await enviar('GET', `/api/boletins/turmas/${s.turma.id}/alunos/${s.alunos.aprovado}`, quem)),
      );
      codigos.add(codigoDoTexto(texto)[0]!);
    }
    expect(codigos.size).toBe(4);
  });
});

describe('boletins da turma', () => {
  it('one PDF, one student per page, each with its own code recorded', async () => {
    const s = await cenario();
    const res = await enviar('GET', `/api/boletins/turmas/${s.turma.id}`, 'professor');
    const dados = pdf(res);
    expect(nomeDoArquivo(res)).toBe(`boletins-6-ano-${s.turma.nome.split(' ').pop()!.toLowerCase()}-${s.turma.ano_letivo}.pdf`);
    expect(await paginasDoPdf(dados)).toBe(5);
    const texto = await lerTextoPdf(dados);
    for (const id of Object.values(s.alunos)) {
      const [a] = await api.db.select().from(alunos).where(eq(alunos.id, id));
      expect(texto).toContain(a!.nome);
    }
    const codigos = new Set(codigoDoTexto(texto));
    const docs = await api.db.select().from(documentosEmitidos).where(eq(documentosEmitidos.turma_id, s.turma.id));
    expect(docs).toHaveLength(5);
    expect(new Set(docs.map((d) => d.codigo))).toEqual(codigos);
    const [registro] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'boletim'), eq(auditoria.entidade_id, s.turma.id)));
    expect(registro).toMatchObject({ acao: 'emitir', usuario_id: api.ids.professor });
  });
});

describe('o boletim do próprio aluno', () => {
  it("the demo aluno downloads its own (its class of the network's year), named after it", async () => {
    const [eu] = await api.db.select().from(alunos).where(eq(alunos.usuario_id, api.ids.aluno));
    const res = await enviar('GET', '/api/boletins/meu', 'aluno');
    const texto = await lerTextoPdf(pdf(res));
    expect(texto).toContain(eu!.nome);
    expect(texto).toContain(eu!.matricula);
    expect(texto).toContain('6º Ano A');
    expect(nomeDoArquivo(res)).toMatch(/^boletim-lucas-almeida-souza-\d{4}\.pdf$/);
    const docs = await api.db.select().from(documentosEmitidos).where(eq(documentosEmitidos.emitido_por, api.ids.aluno));
    // Its own, and only its own: one student per issue.
    expect(docs.map((d) => d.aluno_id)).toEqual([eu!.id]);
    expect(await paginasDoPdf(res.rawPayload)).toBe(1);
  });
});

describe('o conselho de classe no boletim', () => {
  it("prints the decided councils' recommendations and the final parecer; the situation is the council's", async () => {
    const s = await cenarioConselho(api.t, api.ids.principal, {
      professorId: api.ids.professor,
      bimestre: null,
      admin: await api.sessao('admin'),
      decisoes: {
        reprovado: {
          encaminhamentos: ['recuperacao', 'atendimento_especializado'],
          recomendacao_aluno: 'Rever frações nas férias',
          recomendacao_familia: 'Buscar o apoio da sala de recursos',
          parecer: 'aprovado_pelo_conselho',
          justificativa: 'Evolução consistente no último bimestre',
        },
      },
    });
    // What finalizing the final council does in its transaction.
    await api.db.transaction((tx) => aplicarDecisoesDoConselho(tx, s.conselho.id));
    await inserirConselho(api.t, s, {
      bimestre: 2,
      decisoes: { reprovado: { recomendacao_aluno: 'Participar do reforço de matemática' } },
    });
    // Still being held: not decided, not printed.
    await inserirConselho(api.t, s, {
      bimestre: 3,
      status: 'em_andamento',
      decisoes: { reprovado: { recomendacao_aluno: 'Rascunho' } },
    });
    // Reopened for a correction: the version finalized before (1) is printed, not the one being written (2).
    const corrigido = await inserirConselho(api.t, s, {
      bimestre: 4,
      status: 'em_andamento',
      versao: 2,
      decisoes: { reprovado: { recomendacao_aluno: 'Texto da correção em andamento' } },
    });
    await gravarDecisoes(api.t, corrigido.id, 1, s, { reprovado: { recomendacao_familia: 'Comparecer à reunião de pais' } });

    const texto = (
      await lerTextoPdf(pdf(await enviar('GET', `/api/boletins/turmas/${s.turma.id}/alunos/${s.alunos.reprovado}`, 'gestor')))
    ).replace(/\s+/g, ' ');
    expect(texto).toContain('Recomendações do conselho de classe');
    expect(texto).toContain('2º bimestre · Ao aluno: Participar do reforço de matemática');
    expect(texto).toContain('4º bimestre · À família: Comparecer à reunião de pais');
    expect(texto).toContain('Conselho final · Ao aluno: Rever frações nas férias');
    expect(texto).toContain('Conselho final · À família: Buscar o apoio da sala de recursos');
    expect(texto).toContain('Conselho final · Encaminhamentos: Recuperação, Atendimento especializado');
    expect(texto).toContain('Conselho final · Parecer conclusivo: Aprovado pelo conselho');
    expect(texto).toContain('Situação: Aprovado pelo conselho');
    expect(texto).not.toContain('Rascunho');
    expect(texto).not.toContain('correção em andamento');
    // In the year's order: the bimesters, then the final council.
    expect(texto.indexOf('2º bimestre · Ao aluno')).toBeLessThan(texto.indexOf('Conselho final · Ao aluno'));

    // A student the councils said nothing about has no section.
    const outro = await lerTextoPdf(
      pdf(await enviar('GET', `/api/boletins/turmas/${s.turma.id}/alunos/${s.alunos.falta}`, 'gestor')),
    );
    expect(outro).not.toContain('Recomendações');
  });
});
