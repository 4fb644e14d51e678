import { type SQL, and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TITULAR_MENSAGENS } from '../../domain/schemas/privacidade-titular';
import { queryRows } from '../../server/db/raw';
import { alunos, caixaSaida, escolas, pendencias, turmas, usuarios } from '../../server/db/schema';
import { ident, lerTabelas } from '../../server/services/backup/catalog';
import type { ExportacaoDoTitular } from '../../server/services/privacidade/titular-exportacao';
import { prepararApi } from '../api';
import { signIn } from '../app';
import { DEMO } from '../demo';
import { esperaCampos } from '../esperas';

/**
 * Anonymising a student touches its own network only, and there only the rows about the student:
 * a Vale Verde student whose record copies Serra Azul's school name, identity name and a Serra Azul
 * user's e-mail must not rename, rewrite or delete anything of Serra Azul, nor any registry or
 * audit row of Vale Verde. Free text of Vale Verde that names the student is listed for review
 * (and in the student's export) and rewritten only where the operator approved it.
 */
const api = prepararApi();

const NOME = 'Ondina Esteves Carvalhal';
const SERRA_AZUL = { escola: DEMO.domBosco, identidade: 'Rede Estadual de Serra Azul', email: 'empresa2@demo.escola.br' };
const MOTIVO = 'Pedido da família registrado na secretaria, protocolo 88/2026';

let alunoId: string;
/** A pendency of another Vale Verde student that names the subject, and a note of a class that does too. */
let deOutroAluno: string;
let daTurma: string;
/** The same name typed in a Serra Azul pendency: another network's text, never listed nor changed. */
let deSerraAzul: string;

interface Mencao {
  id: string;
  tabela: string;
  rotulo: string;
  trecho: string;
}
const mencaoDe = (pendenciaId: string, coluna: string) => `pendencias:${pendenciaId}:${coluna}`;
const mencoes = async (quem = 'empresa'): Promise<Mencao[]> =>
  (await api.json(`/api/alunos/${alunoId}/anonimizacao/mencoes`, quem)).itens;
const anonimizar = (aprovadas: string[]) =>
  api.enviar('POST', `/api/alunos/${alunoId}/anonimizar`, 'empresa', {
    motivo: MOTIVO,
    confirmacao: 'ANONIMIZAR',
    mencoes: aprovadas,
  });

/** Rows as PostgreSQL writes them, in a stable order: two snapshots compare byte for byte. */
async function linhas(tabela: string, onde: SQL): Promise<string[]> {
  const r = await queryRows<{ j: string }>(
    api.db,
    sql`select row_to_json(t)::text as j from ${sql.raw(ident(tabela))} t where ${onde} order by 1`,
  );
  return r.map((l) => l.j);
}

/**
 * Everything of a network: every row of every table with its empresa_id (schools, users, settings,
 * identity, classes, students, pendencies…), the network itself, the notifications and messages of
 * its users, the sign-in locks and reset codes of their e-mails, and the platform's settings.
 */
async function retratoDaRede(empresaId: string): Promise<Record<string, string[]>> {
  const retrato: Record<string, string[]> = {};
  for (const t of await lerTabelas(api.db))
    if (t.colunas.some((c) => c.nome === 'empresa_id')) retrato[t.nome] = await linhas(t.nome, sql`empresa_id = ${empresaId}`);
  const seusUsuarios = sql`(select id from usuarios where empresa_id = ${empresaId})`;
  const seusEmails = sql`(select lower(email) from usuarios where empresa_id = ${empresaId})`;
  retrato.empresas = await linhas('empresas', sql`id = ${empresaId}`);
  retrato.notificacoes = await linhas('notificacoes', sql`usuario_id in ${seusUsuarios}`);
  retrato.caixa_saida = await linhas('caixa_saida', sql`usuario_id in ${seusUsuarios}`);
  retrato.bloqueios_login = await linhas('bloqueios_login', sql`lower(email) in ${seusEmails}`);
  retrato.verificacoes = await linhas('verificacoes', sql`lower(identifier) in ${seusEmails}`);
  retrato.configuracoes = await linhas('configuracoes', sql`true`);
  retrato.configuracoes_customizacao = await linhas('configuracoes_customizacao', sql`true`);
  return retrato;
}

/** A network's registry: itself, its schools, users, settings and identity. */
async function cadastroDaRede(empresaId: string): Promise<Record<string, string[]>> {
  const deles = sql`empresa_id = ${empresaId}`;
  return {
    empresas: await linhas('empresas', sql`id = ${empresaId}`),
    escolas: await linhas('escolas', deles),
    usuarios: await linhas('usuarios', deles),
    turmas: await linhas('turmas', deles),
    configuracoes_empresa: await linhas('configuracoes_empresa', deles),
    customizacao_empresa: await linhas('customizacao_empresa', deles),
  };
}

/** The whole audit log, by row id. */
async function auditoria(): Promise<Map<string, string>> {
  const r = await queryRows<{ id: string; j: string }>(api.db, sql`select id, row_to_json(a)::text as j from auditoria a`);
  return new Map(r.map((l) => [l.id, l.j]));
}

async function pendencia(id: string) {
  const [p] = await api.db.select().from(pendencias).where(eq(pendencias.id, id));
  return p!;
}

let serraAzulAntes: Record<string, string[]>;
let cadastroValeVerdeAntes: Record<string, string[]>;
let auditoriaAntes: Map<string, string>;

beforeAll(async () => {
  const { ids, db } = api;
  // Serra Azul at work: its empresa user signs in (and once mistypes the password: a sign-in lock
  // row for its e-mail), and has a message waiting in the outbox.
  await api.sessao('empresa2');
  await signIn(api.app, SERRA_AZUL.email, 'senha-errada');
  await db.insert(caixaSaida).values({
    canal: 'email',
    para: SERRA_AZUL.email,
    assunto: 'Reunião da rede estadual',
    corpo_texto: 'A reunião da Rede Estadual de Serra Azul é amanhã.',
    usuario_id: ids.empresa2,
  });

  // The Vale Verde student whose record copies Serra Azul's names and a Serra Azul user's e-mail.
  const criado = await api.criar('/api/alunos', 'empresa', {
    nome: NOME,
    escola_id: ids.principal,
    endereco: SERRA_AZUL.identidade,
    email: SERRA_AZUL.email,
  });
  alunoId = criado.id;
  // Its guardian carries the name of a Serra Azul school.
  await api.criar(`/api/alunos/${alunoId}/responsaveis`, 'empresa', { nome: SERRA_AZUL.escola, parentesco: 'outro' });

  const [outro] = await db
    .select({ id: alunos.id })
    .from(alunos)
    .where(and(eq(alunos.escola_id, ids.principal), sql`${alunos.id} <> ${alunoId}`))
    .limit(1);
  const vv = { empresa_id: ids.vv, escola_id: ids.principal, turma_id: ids.sextoA, data_vencimento: '2026-11-30' };
  const criadas = await db
    .insert(pendencias)
    .values([
      { ...vv, aluno_id: outro!.id, titulo: 'Conflito no recreio', descricao: `Discussão com ${NOME} no intervalo` },
      { ...vv, titulo: `Reunião com a família de ${NOME}`, descricao: 'Marcar com a coordenação' },
    ])
    .returning({ id: pendencias.id });
  deOutroAluno = criadas[0]!.id;
  daTurma = criadas[1]!.id;

  const [turmaSA] = await db
    .select({ id: turmas.id })
    .from(turmas)
    .innerJoin(escolas, eq(escolas.id, turmas.escola_id))
    .where(eq(escolas.nome, DEMO.domBosco))
    .limit(1);
  const [sa] = await db
    .insert(pendencias)
    .values({
      empresa_id: ids.sa,
      escola_id: ids.domBosco,
      turma_id: turmaSA!.id,
      data_vencimento: '2026-11-30',
      titulo: 'Homônima na rede estadual',
      descricao: `Conversar com ${NOME} sobre a transferência`,
    })
    .returning({ id: pendencias.id });
  deSerraAzul = sa!.id;

  serraAzulAntes = await retratoDaRede(ids.sa);
  cadastroValeVerdeAntes = await cadastroDaRede(ids.vv);
  auditoriaAntes = await auditoria();
});

describe('anonimização: só a rede do aluno, só o que é dele, e o texto livre revisado antes', () => {
  it('a revisão lista as menções ao aluno em textos da própria rede, e nada de outra rede ou do cadastro', async () => {
    const lista = await mencoes();
    expect(lista.map((m) => m.id).sort()).toEqual([mencaoDe(deOutroAluno, 'descricao'), mencaoDe(daTurma, 'titulo')].sort());
    const doOutro = lista.find((m) => m.id === mencaoDe(deOutroAluno, 'descricao'))!;
    expect(doOutro).toMatchObject({ tabela: 'pendencias', rotulo: 'Pendência — descrição' });
    expect(doOutro.trecho).toContain(NOME);
    // Another network cannot read the list (the student is not in its scope).
    expect((await api.enviar('GET', `/api/alunos/${alunoId}/anonimizacao/mencoes`, 'empresa2')).statusCode).toBe(404);
  });

  it('a exportação do titular traz as mesmas menções, e nada de Serra Azul', async () => {
    const res = await api.enviar('GET', `/api/alunos/${alunoId}/dados-pessoais`, 'empresa');
    expect(res.statusCode, res.body).toBe(200);
    const exportacao = JSON.parse(res.body) as ExportacaoDoTitular;
    expect(exportacao.mencoes.map((m) => m.id).sort()).toEqual((await mencoes()).map((m) => m.id).sort());
    expect(exportacao.mencoes.find((m) => m.id === mencaoDe(deOutroAluno, 'descricao'))?.trecho).toContain(NOME);
    // The student's e-mail is a Serra Azul user's: that user's sign-in locks and messages are not the student's.
    expect(exportacao.tabelas.bloqueios_login ?? []).toEqual([]);
    expect(JSON.stringify(exportacao.tabelas.caixa_saida ?? [])).not.toContain(SERRA_AZUL.email);
  });

  it('uma menção aprovada fora da lista atual (de outra rede) é recusada com a mensagem do campo, e nada muda', async () => {
    esperaCampos(await anonimizar([mencaoDe(daTurma, 'titulo'), mencaoDe(deSerraAzul, 'descricao')]), {
      mencoes: TITULAR_MENSAGENS.mencaoForaDaLista,
    });
    const [aluno] = await api.db.select({ nome: alunos.nome }).from(alunos).where(eq(alunos.id, alunoId));
    expect(aluno!.nome).toBe(NOME);
    expect((await pendencia(daTurma)).titulo).toBe(`Reunião com a família de ${NOME}`);
  });

  it('anonimiza: Serra Azul fica intacta, o cadastro e a auditoria de Vale Verde também; só a menção aprovada muda', async () => {
    const res = await anonimizar([mencaoDe(deOutroAluno, 'descricao')]);
    expect(res.statusCode, res.body).toBe(200);
    const { nome } = res.json<{ nome: string }>();

    // Serra Azul: its school keeps its name, its identity its name, its users their e-mail, every row as it was.
    expect(await retratoDaRede(api.ids.sa)).toEqual(serraAzulAntes);
    const [domBosco] = await api.db.select({ nome: escolas.nome }).from(escolas).where(eq(escolas.id, api.ids.domBosco));
    expect(domBosco!.nome).toBe(DEMO.domBosco);
    const [usuarioSA] = await api.db.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.id, api.ids.empresa2));
    expect(usuarioSA!.email).toBe(SERRA_AZUL.email);
    expect((await pendencia(deSerraAzul)).descricao).toBe(`Conversar com ${NOME} sobre a transferência`);

    // Vale Verde's registry is not the student's data, and the audit log is sealed evidence: byte for byte.
    expect(await cadastroDaRede(api.ids.vv)).toEqual(cadastroValeVerdeAntes);
    const depois = await auditoria();
    for (const [id, linha] of auditoriaAntes) expect(depois.get(id), `auditoria ${id}`).toBe(linha);

    // The approved mention is rewritten; the one left unchecked stays as it was.
    expect((await pendencia(deOutroAluno)).descricao).toBe(`Discussão com ${nome} no intervalo`);
    expect((await pendencia(daTurma)).titulo).toBe(`Reunião com a família de ${NOME}`);
  });
});
