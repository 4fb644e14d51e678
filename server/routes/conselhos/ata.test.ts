import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSELHO_MENSAGENS } from '../../../domain/schemas/conselho';
import { prepararApi } from '../../../test/api';
import { ID_INEXISTENTE } from '../../../test/demo';
import { lerTextoPdf } from '../../../test/documentos';
import { esperaErro } from '../../../test/esperas';
import { cenarioConselho } from '../../../test/matrix/rows/conselhos-ata';
import { auditoria, usuarios } from '../../db/schema';
import { ATA_MENSAGENS } from '../../services/conselhos/ata';

const api = prepararApi();
const { enviar } = api;

const cenario = (opcoes: Parameters<typeof cenarioConselho>[2] = {}) =>
  cenarioConselho(api.t, api.ids.principal, { professorId: api.ids.professor, ...opcoes });
const nomeDe = async (id: string) =>
  (await api.db.select({ nome: usuarios.nome }).from(usuarios).where(eq(usuarios.id, id)))[0]!.nome;
const nomeDoArquivo = (res: { headers: Record<string, unknown> }) =>
  /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1];
const pdf = async (res: { statusCode: number; body: string; headers: Record<string, unknown>; rawPayload: Buffer }) => {
  expect(res.statusCode, res.statusCode === 200 ? '' : res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('no-store');
  // The PDF's text, with the line breaks pdf.js puts in the middle of a phrase evened out.
  return (await lerTextoPdf(res.rawPayload)).replace(/\s+/g, ' ');
};

describe('ata do conselho: who reaches it', () => {
  it('401 without a session', async () => {
    expect((await enviar('GET', `/api/conselhos/${ID_INEXISTENTE}/ata`)).statusCode).toBe(401);
  });

  it('an aluno is refused (403): the council discusses other students', async () => {
    const s = await cenario();
    expect((await enviar('GET', `/api/conselhos/${s.conselho.id}/ata`, 'aluno')).statusCode).toBe(403);
  });

  it("another network's council is not found (404, no data)", async () => {
    const o = await cenarioConselho(api.t, api.ids.domBosco);
    const nf = { code: 'NOT_FOUND', message: CONSELHO_MENSAGENS.naoEncontrado };
    for (const quem of ['gestor', 'empresa', 'professor']) {
      const res = await enviar('GET', `/api/conselhos/${o.conselho.id}/ata`, quem);
      esperaErro(res, 404, nf);
      expect(res.body).not.toContain('Sala dos professores');
    }
    esperaErro(await enviar('GET', `/api/conselhos/${ID_INEXISTENTE}/ata`, 'gestor'), 404, nf);
  });

  it('a professor who does not teach the class does not find its council', async () => {
    const s = await cenarioConselho(api.t, api.ids.principal);
    esperaErro(await enviar('GET', `/api/conselhos/${s.conselho.id}/ata`, 'professor'), 404, {
      code: 'NOT_FOUND',
      message: CONSELHO_MENSAGENS.naoEncontrado,
    });
  });

  it('a malformed id is refused (400)', async () => {
    const res = await enviar('GET', '/api/conselhos/x/ata', 'gestor');
    expect(res.statusCode).toBe(400);
  });

  it('409 while the council is not finalized: the ata is of what was decided', async () => {
    for (const status of ['agendado', 'em_andamento'] as const) {
      const s = await cenario({ status });
      esperaErro(await enviar('GET', `/api/conselhos/${s.conselho.id}/ata`, 'gestor'), 409, {
        code: 'CONFLICT',
        message: ATA_MENSAGENS.naoFinalizado,
      });
    }
  });
});

describe('ata do conselho: the document', () => {
  it('a bimester council: header, participants with presence, guests, agenda, decisions, signatures; audited', async () => {
    const s = await cenario();
    const res = await enviar('GET', `/api/conselhos/${s.conselho.id}/ata`, 'gestor');
    const texto = await pdf(res);
    const sufixo = s.turma.nome.split(' ').pop()!.toLowerCase();
    expect(nomeDoArquivo(res)).toBe(`ata-conselho-6-ano-${sufixo}-2-bimestre-${s.turma.ano_letivo}.pdf`);

    const [presente, ausente] = [await nomeDe(s.professorId), await nomeDe(s.outro)];
    expect(texto).toContain('Ata do Conselho de Classe');
    expect(texto).toContain('EMEF Professora Maria das Dores Silva');
    expect(texto).toContain(s.turma.nome);
    expect(texto).toContain('2º bimestre');
    expect(texto).toContain(`Ano letivo ${s.turma.ano_letivo}`);
    expect(texto).toContain(`15/06/${s.turma.ano_letivo}`);
    expect(texto).toContain('14:30');
    expect(texto).toContain('Sala dos professores');
    expect(texto).toContain(`Coordenador(a): ${ausente}`);
    expect(texto).toMatch(new RegExp(`${presente} Presente`));
    expect(texto).toMatch(new RegExp(`${ausente} Ausente`));
    expect(texto).toContain('Convidados: Maria Psicopedagoga');
    expect(texto).toContain('1. Rendimento da turma');
    expect(texto).toContain('2. Casos de infrequência');
    expect(texto).toContain(`Aluno reprovado ${s.turma.nome.split(' ').pop()}`);
    expect(texto).toContain('Encaminhamentos: Recuperação, Família');
    expect(texto).toContain('Recomendação ao aluno: Refazer as listas de frações com o material de apoio');
    expect(texto).toContain('Recomendação à família: Acompanhar as tarefas de casa toda semana');
    expect(texto).toContain('Observações');
    expect(texto).toContain('Turma participativa.');
    // A bimester council gives no parecer.
    expect(texto).not.toContain('Parecer conclusivo');

    // Signatures: the coordinator and the professor present, never the absent one as a professor.
    const assinaturas = texto.slice(texto.indexOf('Assinaturas'));
    expect(texto).toContain('Assinaturas');
    expect(assinaturas).toContain(`${ausente} Coordenador(a)`);
    expect(assinaturas).toContain(`${presente} Professor(a)`);
    expect(assinaturas).not.toContain(`${ausente} Professor(a)`);

    const [registro] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'conselho_classe'), eq(auditoria.entidade_id, s.conselho.id)));
    expect(registro).toMatchObject({ acao: 'exportar', usuario_email: 'gestor@demo.escola.br' });
  });

  it('the final council prints each parecer with its justification and the computed result', async () => {
    const s = await cenario({
      bimestre: null,
      admin: await api.sessao('admin'),
      decisoes: {
        reprovado: {
          encaminhamentos: ['recuperacao'],
          parecer: 'aprovado_pelo_conselho',
          justificativa: 'Evolução consistente no último bimestre',
        },
        aprovado: { parecer: 'aprovado' },
      },
    });
    const res = await enviar('GET', `/api/conselhos/${s.conselho.id}/ata`, 'professor');
    const texto = await pdf(res);
    expect(nomeDoArquivo(res)).toMatch(/^ata-conselho-6-ano-[a-z0-9-]+-final-\d{4}\.pdf$/);
    expect(texto).toContain('Conselho final');
    expect(texto).toContain('Resultado calculado: Reprovado');
    expect(texto).toContain('Parecer conclusivo: Aprovado pelo conselho');
    expect(texto).toContain('Justificativa: Evolução consistente no último bimestre');
    expect(texto).toContain('Parecer conclusivo: Aprovado');
  });

  it('the empresa and the administrador download it too', async () => {
    const s = await cenario();
    for (const quem of ['empresa', 'admin']) await pdf(await enviar('GET', `/api/conselhos/${s.conselho.id}/ata`, quem));
  });
});
