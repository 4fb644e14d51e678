import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_MENSAGENS } from '../../../domain/importacao/texto';
import { LINHA_MENSAGENS } from '../../../domain/importacao/validar';
import { IMPORTACAO_MENSAGENS as MSG } from '../../../domain/schemas/importacao';
import { prepararApi } from '../../../test/api';
import { alunos, alunosResponsaveis, auditoria, matriculas, responsaveis, turmas } from '../../db/schema';
import { processarImportacoes } from '../../services/importacoes/worker';
import { armazenamentoLocal } from '../../services/storage';

const api = prepararApi();
const { enviar } = api;

const CPF_ANA = '52998224725';
const CPF_MAE = '11144477735';
const CPF_EXISTENTE = '39053344705';
const silencioso = { error: () => undefined };

/** Runs the worker of this test's app until the queue is empty, as the server would in the background. */
const processar = () => processarImportacoes(api.db, armazenamentoLocal(api.t.dataDir).arquivos, silencioso);

const CABECALHO =
  'Nome do aluno;Data de Nascimento;Nome da mãe;CPF;Sexo;Cor/Raça;Turma;Responsável;CPF do responsável;Telefone do responsável;Parentesco;CEP;Endereço;Bairro';
const LINHAS = [
  // 2: válida, com a célula de fórmula no bairro (guardada como texto).
  `Ana Beatriz Lima;10/04/2015;Maria Lima;529.982.247-25;F;Parda;6º Ano A;Maria Lima;${CPF_MAE};(11) 98888-7777;Mãe;01310-100;Rua das Flores;"=SOMA(1;2)"`,
  // 3: válida, a mesma responsável (pelo CPF): uma pessoa só.
  `Bruno Costa Lima;02/09/2014;Maria Lima;;M;;6º ano a;Maria Lima;${CPF_MAE};(11) 98888-7777;mae;;;`,
  // 4: duplicada da linha 2 no arquivo (nome, nascimento e mãe).
  'ANA BEATRIZ LIMA;10/04/2015;Maria Lima;;F;;6º Ano A;;;;;;;',
  // 5: duplicada de um aluno da escola (nome, nascimento e mãe).
  'Carlos Existente;05/05/2014;Rita Existente;;M;;6º Ano A;;;;;;;',
  // 6: o CPF já é de outro aluno da rede.
  `Outra Pessoa;01/01/2013;;${CPF_EXISTENTE};;;6º Ano A;;;;;;;`,
  // 7–13: recusadas, uma razão cada.
  'Dia Inexistente;31/02/2015;;;;;6º Ano A;;;;;;;',
  'Data Futura;01/01/2030;;;;;6º Ano A;;;;;;;',
  'Ano Curto;01/01/15;;;;;6º Ano A;;;;;;;',
  'CPF Errado;01/01/2015;;111.111.111-11;;;6º Ano A;;;;;;;',
  'Turma Errada;01/01/2015;;;;;Turma Z;;;;;;;',
  'Sexo Errado;01/01/2015;;;X;;6º Ano A;;;;;;;',
  '"=HYPERLINK(""http://x"")";;;;;;6º Ano A;;;;;;;',
];

/** The file as Excel in pt-BR saves it: Windows-1252 and ';'. */
function csv1252(linhas: string[]) {
  const texto = [CABECALHO, ...linhas].join('\r\n');
  const bytes = Buffer.alloc(texto.length);
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    bytes[i] = c === 0x2019 ? 0x92 : c; // all the text here is Latin-1 but for no character
  }
  return bytes;
}

const enviarArquivo = (nome: string, dados: Buffer, quem = 'gestor', escola = api.ids.principal) =>
  api.enviarArquivos(`/api/importacoes?escola_id=${escola}`, quem, {
    arquivos: [{ campo: 'arquivo', nome, tipo: 'text/csv', dados }],
  });

async function importar(nome: string, dados: Buffer) {
  const res = await enviarArquivo(nome, dados);
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  expect((await enviar('POST', `/api/importacoes/${id}/analisar`, 'gestor')).statusCode).toBe(202);
  await processar();
  return id;
}

const linhas = async (id: string, filtro = 'todas') =>
  (await api.json(`/api/importacoes/${id}/linhas?filtro=${filtro}&por_pagina=100`, 'gestor')).itens as {
    numero: number;
    situacao: string;
    recusas: { campo: string; mensagem: string }[];
    duplicados: { aluno_id: string | null; linha: number | null; grau: string; motivo: string }[];
    resultado: string | null;
    erro: string | null;
  }[];

let carlos: string;
beforeAll(async () => {
  const db = api.db;
  await db
    .update(turmas)
    .set({ capacidade: 50 })
    .where(inArray(turmas.id, [api.ids.sextoA, api.ids.sextoB]));
  const base = { empresa_id: api.ids.vv, matricula: '', nome: '' };
  const [c] = await db
    .insert(alunos)
    .values({
      ...base,
      escola_id: api.ids.principal,
      matricula: 'IMP-0001',
      nome: 'Carlos Existente',
      data_nascimento: '2014-05-05',
      filiacao_1: 'Rita Existente',
    })
    .returning();
  carlos = c!.id;
  await db.insert(alunos).values({
    ...base,
    escola_id: api.ids.tiradentes,
    matricula: 'IMP-0002',
    nome: 'Dona do CPF',
    data_nascimento: '2012-03-03',
    cpf: CPF_EXISTENTE,
  });
});

describe('importação de alunos por CSV', () => {
  let id: string;

  it('envia: colunas e mapeamento sugerido pelo cabeçalho', async () => {
    const res = await enviarArquivo('alunos.csv', csv1252(LINHAS));
    expect(res.statusCode, res.body).toBe(201);
    const imp = res.json();
    expect(imp.status).toBe('enviada');
    expect(imp.cabecalho[2]).toBe('Nome da mãe');
    expect(imp.mapeamento).toEqual([
      'nome',
      'data_nascimento',
      'filiacao_1',
      'cpf',
      'sexo',
      'cor_raca',
      'turma',
      'responsavel_1_nome',
      'responsavel_1_cpf',
      'responsavel_1_telefone',
      'responsavel_1_parentesco',
      'cep',
      'endereco',
      'bairro',
    ]);
    id = imp.id;
  });

  it('analisa: contagens exatas, cada campo recusado com o motivo, os duplicados', async () => {
    expect((await enviar('POST', `/api/importacoes/${id}/analisar`, 'gestor')).statusCode).toBe(202);
    await processar();
    const imp = await api.json(`/api/importacoes/${id}`, 'gestor');
    expect(imp).toMatchObject({
      status: 'aguardando_decisoes',
      total_linhas: 12,
      validas: 2,
      duplicadas: 3,
      recusados: 7,
      pendentes: 3,
    });

    const recusadas = await linhas(id, 'recusadas');
    expect(recusadas.map((l) => [l.numero, l.recusas])).toEqual([
      [7, [{ campo: 'data_nascimento', mensagem: DATA_MENSAGENS.inexistente('31/02/2015') }]],
      [8, [{ campo: 'data_nascimento', mensagem: DATA_MENSAGENS.futura }]],
      [9, [{ campo: 'data_nascimento', mensagem: DATA_MENSAGENS.anoCurto }]],
      [10, [{ campo: 'cpf', mensagem: LINHA_MENSAGENS.cpf }]],
      [11, [{ campo: 'turma', mensagem: 'Turma não encontrada nesta escola' }]],
      [12, [{ campo: 'sexo', mensagem: LINHA_MENSAGENS.categoria('X', 'Masculino, Feminino') }]],
      [13, [{ campo: 'data_nascimento', mensagem: LINHA_MENSAGENS.nascimento }]],
    ]);

    const dup = await linhas(id, 'duplicadas');
    expect(dup.map((l) => [l.numero, l.duplicados.map((d) => [d.aluno_id, d.linha, d.grau, d.motivo])])).toEqual([
      [4, [[null, 2, 'muito_provavel', 'Mesmo nome, data de nascimento e filiação']]],
      [5, [[carlos, null, 'muito_provavel', 'Mesmo nome, data de nascimento e filiação']]],
      [6, [[expect.any(String), null, 'certo', 'Mesmo CPF']]],
    ]);
  });

  it('decide: criar exige motivo, não se cria com CPF de outro aluno, atualizar só aluno da rede', async () => {
    const url = `/api/importacoes/${id}/decisoes`;
    const semMotivo = await enviar('POST', url, 'gestor', { numeros: [4], decisao: 'criar' });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().error.fields.motivo).toBe(MSG.motivo);
    const comCpf = await enviar('POST', url, 'gestor', { numeros: [6], decisao: 'criar', motivo: 'Outra criança' });
    expect(comCpf.statusCode).toBe(400);
    expect(comCpf.json().error.message).toBe(MSG.criarComCpf);
    expect((await enviar('POST', url, 'gestor', { numeros: [4], decisao: 'atualizar' })).json().error.message).toBe(
      MSG.atualizarSemAluno,
    );
    expect((await enviar('POST', url, 'gestor', { numeros: [2], decisao: 'ignorar' })).json().error.message).toBe(
      MSG.linhasNaoDuplicadas,
    );
    expect((await enviar('POST', `/api/importacoes/${id}/executar`, 'gestor')).json().error.message).toBe(MSG.pendentes(3));

    expect(
      (await enviar('POST', url, 'gestor', { numeros: [4], decisao: 'criar', motivo: 'Gêmeas com o mesmo nome' })).json(),
    ).toEqual({ decididas: 1, pendentes: 2 });
    expect((await enviar('POST', url, 'gestor', { numeros: [5], decisao: 'atualizar' })).statusCode).toBe(200);
    expect((await enviar('POST', url, 'gestor', { numeros: [6], decisao: 'ignorar' })).json()).toEqual({
      decididas: 1,
      pendentes: 0,
    });
  });

  it('executa: criados, atualizados, ignorados e recusados; cada linha inteira; responsável reaproveitado; fórmula como texto', async () => {
    expect((await enviar('POST', `/api/importacoes/${id}/executar`, 'gestor')).statusCode).toBe(202);
    await processar();
    const imp = await api.json(`/api/importacoes/${id}`, 'gestor');
    expect(imp).toMatchObject({ status: 'concluida', criados: 3, atualizados: 1, ignorados: 1, recusados: 7 });

    const db = api.db;
    const ana = (await db.select().from(alunos).where(eq(alunos.cpf, CPF_ANA)))[0]!;
    expect(ana).toMatchObject({
      nome: 'Ana Beatriz Lima',
      data_nascimento: '2015-04-10',
      sexo: 'feminino',
      bairro: '=SOMA(1;2)',
      cep: '01310100',
    });
    const naTurma = await db
      .select({ nome: alunos.nome })
      .from(matriculas)
      .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
      .where(
        and(
          eq(matriculas.turma_id, api.ids.sextoA),
          eq(matriculas.status, 'ativa'),
          inArray(alunos.nome, ['Ana Beatriz Lima', 'Bruno Costa Lima', 'ANA BEATRIZ LIMA', 'Carlos Existente']),
        ),
      );
    expect(naTurma.map((n) => n.nome).sort()).toEqual([
      'ANA BEATRIZ LIMA',
      'Ana Beatriz Lima',
      'Bruno Costa Lima',
      'Carlos Existente',
    ]);
    const mae = await db.select().from(responsaveis).where(eq(responsaveis.cpf, CPF_MAE));
    expect(mae).toHaveLength(1);
    const vinculos = await db.select().from(alunosResponsaveis).where(eq(alunosResponsaveis.responsavel_id, mae[0]!.id));
    expect(vinculos).toHaveLength(2);
    expect(vinculos.every((v) => v.parentesco === 'mae' && v.responsavel_legal && v.prioridade === 1)).toBe(true);

    const auditadas = await db.select().from(auditoria).where(eq(auditoria.entidade_id, id));
    expect(auditadas.map((a) => a.acao).sort()).toEqual([
      'concluir_importacao',
      'decidir_duplicados',
      'decidir_duplicados',
      'decidir_duplicados',
      'enviar',
      'iniciar_importacao',
    ]);
  });

  it('baixa as linhas recusadas com os motivos e a fórmula neutralizada', async () => {
    const res = await enviar('GET', `/api/importacoes/${id}/recusadas`, 'gestor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const texto = res.body.replace(/^\uFEFF/, '');
    const linhasDoCsv = texto.trim().split('\r\n');
    expect(linhasDoCsv).toHaveLength(8);
    expect(linhasDoCsv[0]).toContain('"Nome da mãe"');
    expect(linhasDoCsv[7]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(linhasDoCsv[7]).toContain('Data de nascimento: Data de nascimento é obrigatória.');
  });

  it('o mesmo arquivo de novo não cria nada; o mapeamento foi lembrado', async () => {
    const antes = (await api.db.select({ id: alunos.id }).from(alunos)).length;
    const res = await enviarArquivo('alunos-de-novo.csv', csv1252(LINHAS));
    expect(res.json().mapeamento_lembrado).toBe(true);
    const novo = res.json().id as string;
    expect((await enviar('POST', `/api/importacoes/${novo}/analisar`, 'gestor')).statusCode).toBe(202);
    await processar();
    const todas = await linhas(novo);
    expect(todas.filter((l) => l.situacao === 'ja_importada').map((l) => l.numero)).toEqual([2, 3, 4, 5]);
    await enviar('POST', `/api/importacoes/${novo}/decisoes`, 'gestor', { numeros: [6], decisao: 'ignorar' });
    expect((await enviar('POST', `/api/importacoes/${novo}/executar`, 'gestor')).statusCode).toBe(202);
    await processar();
    expect(await api.json(`/api/importacoes/${novo}`, 'gestor')).toMatchObject({
      criados: 0,
      atualizados: 0,
      ignorados: 5,
      recusados: 7,
    });
    expect((await api.db.select({ id: alunos.id }).from(alunos)).length).toBe(antes);
  });
});

describe('importação por XLSX e UTF-8', () => {
  it('XLSX: datas como células de data, CPF como número', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Alunos');
    ws.addRow(['Nome', 'Data de nascimento', 'CPF', 'Turma']);
    ws.addRow(['Helena Planilha', new Date(Date.UTC(2016, 6, 20)), 12345678909, '6º Ano B']);
    ws.addRow(['Igor Planilha', '21/07/2016', '', '6º Ano B']);
    const dados = Buffer.from(await wb.xlsx.writeBuffer());
    const id = await importar('alunos.xlsx', dados);
    expect(await api.json(`/api/importacoes/${id}`, 'gestor')).toMatchObject({
      status: 'aguardando_decisoes',
      validas: 2,
      total_linhas: 2,
    });
    await enviar('POST', `/api/importacoes/${id}/executar`, 'gestor');
    await processar();
    expect(await api.json(`/api/importacoes/${id}`, 'gestor')).toMatchObject({ status: 'concluida', criados: 2 });
    const [helena] = await api.db.select().from(alunos).where(eq(alunos.nome, 'Helena Planilha'));
    expect(helena).toMatchObject({ data_nascimento: '2016-07-20', cpf: '12345678909' });
  });

  it('CSV em UTF-8 com BOM e vírgula', async () => {
    const texto = '\uFEFFNome,Data de nascimento,Turma\r\n"Júlia Vírgula, Filha",03/03/2016,6º Ano B\r\n';
    const id = await importar('utf8.csv', Buffer.from(texto, 'utf-8'));
    const [l] = await linhas(id);
    expect(l).toMatchObject({ situacao: 'valida', nome: 'Júlia Vírgula, Filha' });
  });
});

describe('acesso', () => {
  let id: string;
  beforeAll(async () => {
    id = (await enviarArquivo('acesso.csv', Buffer.from('Nome;Data de nascimento\nA;01/01/2015\n'))).json().id;
  });

  it('401 sem sessão, 403 para professor e aluno, 404 para outra rede', async () => {
    expect((await enviar('GET', '/api/importacoes')).statusCode).toBe(401);
    expect((await enviar('GET', `/api/importacoes/${id}`)).statusCode).toBe(401);
    expect((await enviarArquivo('x.csv', Buffer.from('Nome\nA\n'), 'professor')).statusCode).toBe(403);
    expect((await enviar('POST', `/api/importacoes/${id}/analisar`, 'professor')).statusCode).toBe(403);
    expect((await enviar('GET', `/api/importacoes/${id}`, 'aluno')).statusCode).toBe(403);
    expect((await enviar('GET', `/api/importacoes/${id}`, 'professor')).statusCode).toBe(404);
    for (const url of [`/api/importacoes/${id}`, `/api/importacoes/${id}/linhas`, `/api/importacoes/${id}/recusadas`]) {
      const res = await enviar('GET', url, 'empresa2');
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('acesso.csv');
    }
    expect((await enviar('POST', `/api/importacoes/${id}/executar`, 'empresa2')).statusCode).toBe(404);
    expect((await enviarArquivo('x.csv', Buffer.from('Nome\nA\n'), 'empresa2')).statusCode).toBe(404);
    expect((await api.json('/api/importacoes', 'empresa2')).total).toBe(0);
  });

  it('400 com a mensagem do campo', async () => {
    const semNome = await enviar('PUT', `/api/importacoes/${id}/mapeamento`, 'gestor', { mapeamento: [null, 'data_nascimento'] });
    expect(semNome.statusCode).toBe(400);
    expect(semNome.json().error.fields.mapeamento).toBe(MSG.mapeamentoNome);
    const curto = await enviar('PUT', `/api/importacoes/${id}/mapeamento`, 'gestor', {
      mapeamento: ['nome', 'data_nascimento', null],
    });
    expect(curto.json().error.fields.mapeamento).toBe(MSG.mapeamentoColunas);
    const tipo = await enviarArquivo('x.pdf', Buffer.from('%PDF'));
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().error.fields.arquivo).toBe(MSG.arquivoTipo);
    const ok = await enviar('PUT', `/api/importacoes/${id}/mapeamento`, 'gestor', { mapeamento: ['nome', 'data_nascimento'] });
    expect(ok.statusCode).toBe(200);
  });
});
