import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { alunos, alunosResponsaveis, caixaSaida, conselhosClasse, notificacoes, relatorios, responsaveis } from '../../db/schema';
import { substituicoesDoAluno } from './anonimizacao-textos';
import { carregarMencoes, listarMencoes, pessoasDoTitular, reescreverMencoes } from './mencoes';
import { carregarTitular } from './titular-exportacao';

const api = prepararApi();

const NOME = 'Teodora Vasconcelos Amaral';
const RESPONSAVEL = 'Genésio Vasconcelos Amaral';
let alunoId: string;
let conselhoId: string;
let relatorioId: string;
let avisoId: string;

/**
 * The mentions of a student in its network's free text, in each shape a column holds it (plain
 * text, a list of texts, JSON) and through the network's users (notifications, messages).
 */
beforeAll(async () => {
  const { db, ids } = api;
  const [aluno] = await db
    .insert(alunos)
    .values({ nome: NOME, matricula: 'MENC-001', escola_id: ids.principal, empresa_id: ids.vv })
    .returning({ id: alunos.id });
  alunoId = aluno!.id;
  // The guardian is a person linked to the student: its name is searched like the student's.
  const [pai] = await db
    .insert(responsaveis)
    .values({ empresa_id: ids.vv, nome: RESPONSAVEL })
    .returning({ id: responsaveis.id });
  await db
    .insert(alunosResponsaveis)
    .values({ empresa_id: ids.vv, aluno_id: alunoId, responsavel_id: pai!.id, parentesco: 'pai', responsavel_legal: true });
  const [conselho] = await db
    .insert(conselhosClasse)
    .values({
      empresa_id: ids.vv,
      escola_id: ids.principal,
      turma_id: ids.sextoB,
      ano_letivo: 2031,
      bimestre: 1,
      data: '2031-04-10',
      horario: '14:00',
      local: 'Sala dos professores',
      convidados: ['Coordenação pedagógica', RESPONSAVEL, 'Orientação'],
      pauta: ['Frequência da turma'],
    })
    .returning({ id: conselhosClasse.id });
  conselhoId = conselho!.id;
  const [relatorio] = await db
    .insert(relatorios)
    .values({
      empresa_id: ids.vv,
      solicitante_id: ids.empresa,
      tipo: 'matriculas',
      titulo: 'Matrículas',
      formato: 'xlsx',
      parametros: { busca: NOME, ano_letivo: 2031 },
    })
    .returning({ id: relatorios.id });
  relatorioId = relatorio!.id;
  const [aviso] = await db
    .insert(notificacoes)
    .values([
      { usuario_id: ids.professor, titulo: 'Recado', mensagem: `A mãe de ${NOME} ligou.` },
      // Another network's user: never the student's network's text.
      { usuario_id: ids.empresa2, titulo: 'Recado', mensagem: `A mãe de ${NOME} ligou.` },
    ])
    .returning({ id: notificacoes.id });
  avisoId = aviso!.id;
  await db.insert(caixaSaida).values([
    {
      canal: 'email',
      para: 'professor@demo.escola.br',
      assunto: 'Recado',
      corpo_texto: `A mãe de ${NOME} ligou.`,
      corpo_html: `<p>A mãe de <strong>${NOME}</strong> ligou.</p>`,
      usuario_id: ids.professor,
    },
    // A password reset holds a working link: never listed, whatever it says.
    { canal: 'email', para: 'gestor@demo.escola.br', assunto: NOME, corpo_texto: NOME, usuario_id: ids.gestor, sensivel: true },
  ]);
});

describe('menções ao aluno no texto livre da rede', () => {
  it('acha o nome e o responsável em texto, lista e JSON, só da rede do aluno, com o trecho sem marcação', async () => {
    const t = (await carregarTitular(api.db, alunoId))!;
    const lista = await carregarMencoes(api.db, t);
    const porId = new Map(lista.map((m) => [m.id, m]));
    expect(porId.get(`conselhos_classe:${conselhoId}:convidados`)).toMatchObject({
      rotulo: 'Conselho de classe — convidados',
      trecho: RESPONSAVEL,
    });
    expect(porId.get(`relatorios:${relatorioId}:parametros`)).toMatchObject({ trecho: NOME });
    expect(porId.get(`notificacoes:${avisoId}:mensagem`)).toMatchObject({ trecho: `A mãe de ${NOME} ligou.` });
    const html = lista.find((m) => m.tabela === 'caixa_saida' && m.id.endsWith(':corpo_html'));
    expect(html?.trecho).toBe(`A mãe de ${NOME} ligou.`);
    // Serra Azul's notification and the password reset are not there; nor the student's own record.
    expect(lista.filter((m) => m.tabela === 'notificacoes')).toHaveLength(1);
    expect(lista.filter((m) => m.tabela === 'caixa_saida').map((m) => m.id.split(':')[2])).toEqual(['corpo_texto', 'corpo_html']);
    expect(lista.some((m) => m.tabela === 'alunos')).toBe(false);
  });

  it('reescreve a lista e o JSON mantendo o resto, e não toca num texto que mudou depois de listado', async () => {
    await api.db.transaction(async (tx) => {
      const t = (await carregarTitular(tx, alunoId))!;
      const subs = substituicoesDoAluno(await pessoasDoTitular(tx, t), {
        nome: 'Aluno anonimizado TESTE1',
        matricula: 'ANON-TESTE1',
      });
      const lista = await listarMencoes(tx, t, subs, { bloquear: true });
      const escolhidas = lista.filter((m) => [conselhoId, relatorioId, avisoId].some((id) => m.id.includes(id)));
      expect(escolhidas).toHaveLength(3);
      // Someone edits the notification between the review and the rewrite: it is left for a new review.
      await tx
        .update(notificacoes)
        .set({ mensagem: `Ligar de volta para ${RESPONSAVEL}.` })
        .where(eq(notificacoes.id, avisoId));
      expect(await reescreverMencoes(tx, escolhidas, subs)).toEqual({ conselhos_classe: 1, relatorios: 1 });
    });
    const [conselho] = await api.db.select().from(conselhosClasse).where(eq(conselhosClasse.id, conselhoId));
    expect(conselho!.convidados).toEqual(['Coordenação pedagógica', '[responsável removido]', 'Orientação']);
    expect(conselho!.updated_at.getTime()).toBeGreaterThan(conselho!.created_at.getTime());
    const [relatorio] = await api.db.select().from(relatorios).where(eq(relatorios.id, relatorioId));
    expect(relatorio!.parametros).toEqual({ busca: 'Aluno anonimizado TESTE1', ano_letivo: 2031 });
    const [aviso] = await api.db.select().from(notificacoes).where(eq(notificacoes.id, avisoId));
    expect(aviso!.mensagem).toBe(`Ligar de volta para ${RESPONSAVEL}.`);
  });
});
