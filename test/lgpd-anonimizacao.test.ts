// @motores: transação longa e leitura do catálogo
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../server/db/raw';
import {
  acessosDadosPessoais,
  alunos,
  alunosDadosSensiveis,
  alunosResponsaveis,
  auditoria,
  documentosSelados,
  pendencias,
  relatorios,
  responsaveis,
} from '../server/db/schema';
import { gerarEBaixar } from '../server/routes/relatorios/apoio-dos-testes';
import { VALORES_OCULTOS } from '../server/presenters/auditoria';
import { ident, lerTabelas } from '../server/services/backup/catalog';
import { TABELAS_SELADAS } from '../server/services/privacidade/selagem';
import { FONTES_POR_CHAVE } from '../server/services/privacidade/titular-fontes';
import { prepararApi } from './api';
import { signIn } from './app';
import { lerPlanilha, lerTextoPdf } from './documentos';
import { esperaCampos, esperaErro } from './esperas';
import { FICHA, PESSOAIS, RESPONSAVEL, SENSIVEIS, cenarioDoTitular } from './lgpd-titular';
import { ultimaAuditoria } from './registros';

const api = prepararApi();
let cenario: Awaited<ReturnType<typeof cenarioDoTitular>>;
let nomeAntigo: string;
let arquivoRelatorio: string;
let pendenciaDaTurma: { id: string; updated_at: Date };
const AVO = 'Dirce Quintanilha Fagundes';
let avoId: string;

const MOTIVO = `Pedido do pai (${RESPONSAVEL.nome}) registrado na secretaria`;
const anonimizar = (
  quem: string | undefined,
  id = cenario.alunoId,
  corpo: object = { motivo: MOTIVO, confirmacao: 'ANONIMIZAR' },
) => api.enviar('POST', `/api/alunos/${id}/anonimizar`, quem, corpo);
const mencoes = async (): Promise<{ id: string; tabela: string; rotulo: string; trecho: string }[]> =>
  (await api.json(`/api/alunos/${cenario.alunoId}/anonimizacao/mencoes`, 'empresa')).itens;

/** The whole audit log, by row id, as PostgreSQL writes each row. */
async function auditoriaInteira(): Promise<Map<string, Record<string, unknown>>> {
  const linhas = await queryRows<{ j: Record<string, unknown> }>(api.db, sql`select row_to_json(a) as j from auditoria a`);
  return new Map(linhas.map((l) => [String(l.j.id), l.j]));
}

/** Everything the student was: the values no table, no file may hold afterwards. */
const procurados = () => [
  PESSOAIS.nome,
  nomeAntigo,
  PESSOAIS.email,
  PESSOAIS.telefone,
  RESPONSAVEL.telefone,
  RESPONSAVEL.nome,
  RESPONSAVEL.cpf,
  RESPONSAVEL.telefone_2,
  RESPONSAVEL.email,
  FICHA.filiacao_1,
  FICHA.cpf,
  FICHA.nis,
  FICHA.certidao_nascimento,
  FICHA.rg,
  FICHA.bairro,
  FICHA.endereco_complemento,
  SENSIVEIS.alergias,
  SENSIVEIS.medicamentos,
  SENSIVEIS.restricoes,
  SENSIVEIS.apoios.baixa_visao,
  PESSOAIS.endereco,
  PESSOAIS.codigo_inep,
  PESSOAIS.data_nascimento,
  '19/07/2013',
  PESSOAIS.saude,
];

/** Every text, JSON, array and byte column of every table, searched for each value: where it is found. */
async function ondeAparecem(valores: string[]): Promise<string[]> {
  const achados: string[] = [];
  for (const tabela of await lerTabelas(api.db)) {
    for (const coluna of tabela.colunas) {
      if (!/^(text|character varying|json|jsonb|bytea)|\[\]$/.test(coluna.tipo)) continue;
      const c = sql.raw(ident(coluna.nome));
      for (const v of valores) {
        const cond =
          coluna.tipo === 'bytea'
            ? sql`position(convert_to(${v}, 'UTF8') in ${c}) > 0`
            : sql`strpos(lower(${c}::text), lower(${v})) > 0`;
        const [r] = await queryRows<{ n: number }>(
          api.db,
          sql`select count(*)::int as n from ${sql.raw(ident(tabela.nome))} where ${cond}`,
        );
        if (r!.n) achados.push(`${tabela.nome}.${coluna.nome}: ${v}`);
      }
    }
  }
  return achados;
}

/** Every stored file (uploads, reports), read as a person would: a workbook's cells, a PDF's text, else the bytes. */
async function arquivosQueMostram(valores: string[]): Promise<string[]> {
  const achados: string[] = [];
  const percorrer = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? percorrer(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      : [];
  for (const arquivo of percorrer(api.t.dataDir)) {
    const dados = fs.readFileSync(arquivo);
    let texto = dados.toString('utf8');
    if (arquivo.endsWith('.xlsx')) texto = [...(await lerPlanilha(dados)).values()].flat(2).join('\n');
    else if (arquivo.endsWith('.pdf')) texto = await lerTextoPdf(dados);
    for (const v of valores)
      if (texto.toLowerCase().includes(v.toLowerCase())) achados.push(`${path.relative(api.t.dataDir, arquivo)}: ${v}`);
  }
  return achados;
}

beforeAll(async () => {
  cenario = await cenarioDoTitular(api);
  nomeAntigo = `Aluno reprovado ${cenario.turma.nome.replace(/^6º Ano /, '')}`;
  // A report of the school's enrolments, stored as a file until it expires: it lists the student.
  const ano = cenario.turma.ano_letivo;
  const relatorio = await gerarEBaixar(api, 'empresa', {
    tipo: 'matriculas',
    formato: 'xlsx',
    parametros: { escola_id: api.ids.principal, turma_id: cenario.turma.id, ano_letivo: ano },
  });
  arquivoRelatorio = relatorio.id;
  // A note of the class (not tied to the student) that names the student and the guardian.
  const [p] = await api.db
    .insert(pendencias)
    .values({
      empresa_id: cenario.empresa_id,
      escola_id: api.ids.principal,
      turma_id: cenario.turma.id,
      titulo: 'Reunião de pais',
      descricao: `Chamar ${RESPONSAVEL.nome}, pai de ${PESSOAIS.nome}`,
      data_vencimento: `${ano}-11-30`,
    })
    .returning();
  pendenciaDaTurma = p!;
  // A grandmother who picks up the student and a classmate (a cousin): she stays, as the cousin's guardian.
  const avo = await api.criar(`/api/alunos/${cenario.alunoId}/responsaveis`, 'empresa', {
    nome: AVO,
    parentesco: 'avo',
    autorizado_buscar: true,
    prioridade: 2,
  });
  avoId = avo.id;
  await api.criar(`/api/alunos/${cenario.alunos.aprovado}/responsaveis`, 'empresa', { responsavel_id: avoId, parentesco: 'avo' });
});

describe('anonimização de um aluno', () => {
  it('pede sessão, a permissão de anonimizar (secretaria e administrador) e o aluno na rede de quem pede', async () => {
    expect((await anonimizar(undefined)).statusCode).toBe(401);
    for (const quem of ['gestor', 'professor', 'aluno']) expect((await anonimizar(quem)).statusCode, quem).toBe(403);
    esperaErro(await anonimizar('empresa2'), 404, { code: 'NOT_FOUND', message: 'Aluno não encontrado.' });
  });

  it('exige o motivo por escrito e a palavra de confirmação', async () => {
    esperaCampos(await anonimizar('empresa', cenario.alunoId, { motivo: 'curto', confirmacao: 'sim' }), {
      motivo: 'Informe o motivo (ao menos 10 caracteres)',
      confirmacao: 'Digite ANONIMIZAR para confirmar',
    });
    const [aluno] = await api.db.select().from(alunos).where(eq(alunos.id, cenario.alunoId));
    expect(aluno!.nome).toBe(PESSOAIS.nome);
  });

  it('sela cada tabela da guarda legal: a lista do que se sela é a das fontes', () => {
    expect(Object.keys(TABELAS_SELADAS).sort()).toEqual(
      FONTES_POR_CHAVE.filter((f) => f.destino === 'selar')
        .map((f) => f.tabela)
        .sort(),
    );
  });

  it('antes, os dados do aluno estão em muitas tabelas e no relatório guardado (a busca encontra o que procura)', async () => {
    const achados = await ondeAparecem(procurados());
    for (const esperado of [
      'alunos.nome',
      'usuarios.email',
      'auditoria.antes',
      'pendencias.descricao',
      'caixa_saida.corpo_texto',
      'frequencias.observacoes',
      'solicitacoes_titulares.solicitante_nome',
    ])
      expect(
        achados.some((a) => a.startsWith(`${esperado}:`)),
        esperado,
      ).toBe(true);
    expect(await arquivosQueMostram([PESSOAIS.nome])).not.toEqual([]);
  });

  it('lista para revisão o texto da rede que menciona o aluno: a nota da turma que o nomeia, com o trecho', async () => {
    const lista = await mencoes();
    expect(lista).toContainEqual({
      id: `pendencias:${pendenciaDaTurma.id}:descricao`,
      tabela: 'pendencias',
      rotulo: 'Pendência — descrição',
      trecho: `Chamar ${RESPONSAVEL.nome}, pai de ${PESSOAIS.nome}`,
    });
    // The student's own pendency is not a mention: it is deleted with the rest of its school life.
    expect(lista.filter((m) => m.tabela === 'pendencias').map((m) => m.id)).toEqual([
      `pendencias:${pendenciaDaTurma.id}:descricao`,
    ]);
  });

  it('anonimiza numa transação: sela os documentos, apaga o resto e a conta; fora da auditoria, nada do aluno fica em tabela ou arquivo', async () => {
    const auditoriaAntes = await auditoriaInteira();
    // A read made by the student's own account (its name is in the row): it goes, through the log's own function.
    const [acessoDaConta] = await api.db
      .insert(acessosDadosPessoais)
      .values({
        empresa_id: api.ids.vv,
        escola_id: api.ids.principal,
        aluno_id: cenario.alunoId,
        usuario_id: cenario.usuarioId,
        usuario_nome: PESSOAIS.nome,
        papel: 'aluno',
        recurso: 'ficha_aluno',
        ip: '203.0.113.9',
      })
      .returning({ id: acessosDadosPessoais.id });
    const res = await anonimizar('empresa', cenario.alunoId, {
      motivo: MOTIVO,
      confirmacao: 'ANONIMIZAR',
      mencoes: (await mencoes()).map((m) => m.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.nome).toMatch(/^Aluno anonimizado [A-Z2-9]{6}$/);
    expect(r.selados.map((s: { classe: string }) => s.classe).sort()).toEqual([
      'ata_conselho',
      'diario_classe',
      'historico_escolar',
      'registros_matricula',
    ]);
    expect(r.removidos).toMatchObject({ matriculas: 1, notas: 8, frequencias: 1, pendencias: 1, usuarios: 1, arquivos: 1 });
    expect(r.removidos.acessos_dados_pessoais).toBeGreaterThanOrEqual(1);
    expect(await api.db.select().from(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, acessoDaConta!.id))).toEqual([]);

    // The audit log is the network's evidence: it keeps the student's data, and is not rewritten.
    expect((await ondeAparecem(procurados())).filter((a) => !a.startsWith('auditoria.'))).toEqual([]);
    expect(await arquivosQueMostram(procurados())).toEqual([]);
    const auditoriaDepois = await auditoriaInteira();
    // Byte for byte, the entries the deleted account made included (their author column has no foreign key).
    expect([...auditoriaAntes.values()].some((a) => a.usuario_id === cenario.usuarioId)).toBe(true);
    for (const [id, antes] of auditoriaAntes) expect(auditoriaDepois.get(id), `auditoria ${id}`).toEqual(antes);

    const [aluno] = await api.db.select().from(alunos).where(eq(alunos.id, cenario.alunoId));
    expect(aluno).toMatchObject({
      nome: r.nome,
      email: null,
      telefone: null,
      data_nascimento: null,
      endereco: null,
      codigo_inep: null,
      usuario_id: null,
      status: 'inativo',
      ...Object.fromEntries(Object.keys(FICHA).map((k) => [k, k === 'transporte_veiculos' ? [] : null])),
    });
    // The sensitive row and the links go; the father, with no other child, goes; the grandmother stays for the cousin.
    expect(r.removidos).toMatchObject({ alunos_dados_sensiveis: 1, alunos_responsaveis: 2, responsaveis: 1 });
    expect(await api.db.select().from(alunosDadosSensiveis).where(eq(alunosDadosSensiveis.aluno_id, cenario.alunoId))).toEqual(
      [],
    );
    expect(await api.db.select().from(alunosResponsaveis).where(eq(alunosResponsaveis.aluno_id, cenario.alunoId))).toEqual([]);
    expect(
      await api.db.select({ nome: responsaveis.nome }).from(responsaveis).where(eq(responsaveis.nome, RESPONSAVEL.nome)),
    ).toEqual([]);
    const [avo] = await api.json(`/api/alunos/${cenario.alunos.aprovado}/responsaveis`, 'empresa');
    expect(avo).toMatchObject({ id: avoId, nome: AVO, outros_alunos: 0 });
    expect(aluno!.anonimizado_em).not.toBeNull();
    // A record of someone else keeps its meaning, without the names; its version moves, so an edit opened before is refused.
    const [p] = await api.db.select().from(pendencias).where(eq(pendencias.id, pendenciaDaTurma.id));
    expect(p!.descricao).toBe(`Chamar [responsável removido], pai de ${r.nome}`);
    expect(p!.updated_at.getTime()).toBeGreaterThan(pendenciaDaTurma.updated_at.getTime());
    // The report that listed the student shows as expired: regenerated on request, without the student.
    const [rel] = await api.db.select().from(relatorios).where(eq(relatorios.id, arquivoRelatorio));
    expect(rel!.arquivo_chave).toBeNull();
    // The account is gone: it no longer signs in.
    expect((await signIn(api.app, PESSOAIS.email, 'Chave-Segura-2026')).statusCode).toBe(401);

    const registro = await ultimaAuditoria(
      api.db,
      and(eq(auditoria.acao, 'anonimizar'), eq(auditoria.entidade_id, cenario.alunoId)),
    );
    expect(registro).toMatchObject({ usuario_email: 'empresa@demo.escola.br', entidade: 'aluno' });
    expect(registro!.depois).toMatchObject({
      codigo: r.codigo,
      motivo: 'Pedido do pai ([responsável removido]) registrado na secretaria',
      mencoes: { aprovadas: 1 },
    });
  });

  it('a auditoria guarda os dados do aluno como prova, mas a tela e o CSV não os mostram mais', async () => {
    const outro = await api.criar('/api/alunos', 'empresa', { nome: 'Aluno Visível na Auditoria', escola_id: api.ids.principal });
    const pagina = await api.json(`/api/auditoria?entidade=aluno&por_pagina=100`, 'admin');
    const doAluno = pagina.itens.filter((i: { entidade_id: string }) => i.entidade_id === cenario.alunoId);
    const edicao = doAluno.find((i: { acao: string }) => i.acao === 'atualizar');
    expect(edicao).toMatchObject({ antes: VALORES_OCULTOS, depois: VALORES_OCULTOS, usuario_email: 'admin@demo.escola.br' });
    // The anonymisation's own entry has no personal data: it stays readable.
    expect(doAluno.find((i: { acao: string }) => i.acao === 'anonimizar').depois).toMatchObject({ selados: expect.any(Array) });
    // Another student's entries are shown as they are.
    const criacao = pagina.itens.find((i: { entidade_id: string }) => i.entidade_id === outro.id);
    expect(criacao.depois).toMatchObject({ nome: 'Aluno Visível na Auditoria' });

    const csv = await api.enviar('GET', `/api/auditoria/exportar?entidade=aluno`, 'admin');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(VALORES_OCULTOS);
    expect(csv.body).not.toContain(PESSOAIS.nome);

    const [linha] = await api.db.select().from(auditoria).where(eq(auditoria.id, edicao.id));
    expect(JSON.stringify(linha!.depois)).toContain(PESSOAIS.nome);
  });

  it('não se desfaz nem se repete: a segunda vez é 409', async () => {
    esperaErro(await anonimizar('empresa'), 409, { code: 'CONFLICT', message: 'Este aluno já foi anonimizado.' });
  });

  it('os registros fundidos no aluno vão com ele: sem o nome de antes, anonimizados', async () => {
    const fundidos = await api.db.select().from(alunos).where(eq(alunos.fundido_no_aluno_id, cenario.alunoId));
    expect(fundidos).toHaveLength(2);
    for (const f of fundidos) {
      expect(f.nome).toMatch(/^Aluno anonimizado [A-Z2-9]{6}$/);
      expect(f.matricula).toMatch(/^ANON-[A-Z2-9]{6}-/);
      expect(f.anonimizado_em).not.toBeNull();
    }
  });

  it('buscas, listas, a turma, o relatório da turma e a exportação não encontram mais o aluno', async () => {
    const busca = await api.json(`/api/alunos?busca=${encodeURIComponent('Aluno anonimizado')}`, 'empresa');
    expect(busca.total).toBe(0);
    const daEscola = await api.json(`/api/alunos?escola_id=${api.ids.principal}&por_pagina=100`, 'admin');
    expect(daEscola.itens.map((a: { id: string }) => a.id)).not.toContain(cenario.alunoId);
    expect((await api.enviar('GET', `/api/alunos/${cenario.alunoId}`, 'empresa')).statusCode).toBe(404);
    const turma = await api.json(`/api/turmas/${cenario.turma.id}/alunos`, 'empresa');
    expect(JSON.stringify(turma)).not.toContain(cenario.alunoId);
    const relatorio = await api.json(`/api/turmas/${cenario.turma.id}/relatorio-alunos`, 'empresa');
    expect(JSON.stringify(relatorio)).not.toContain(cenario.alunoId);
    expect((await api.enviar('GET', `/api/alunos/${cenario.alunoId}/dados-pessoais`, 'empresa')).statusCode).toBe(404);
  });

  it('o histórico selado ainda se imprime, com as notas, para a secretaria da rede com um motivo; cada abertura é auditada', async () => {
    const lista = await api.json(`/api/documentos-selados?aluno_id=${cenario.alunoId}`, 'empresa');
    expect(lista.total).toBe(4);
    const historico = lista.itens.find((d: { classe: string }) => d.classe === 'historico_escolar');
    expect(historico).toMatchObject({
      titulo: 'Histórico escolar',
      formato: 'pdf',
      expira_em: null,
      aluno: { nome: expect.stringMatching(/^Aluno anonimizado/) },
    });
    const diario = lista.itens.find((d: { classe: string }) => d.classe === 'diario_classe');
    expect(diario.expira_em).toBe(`${cenario.turma.ano_letivo + 6}-01-01`);

    const abrir = (quem: string, corpo: object = { motivo: 'Emissão de segunda via do histórico a pedido judicial' }) =>
      api.enviar('POST', `/api/documentos-selados/${historico.id}/abrir`, quem, corpo);
    esperaCampos(await abrir('empresa', {}), { motivo: 'Informe o motivo (ao menos 10 caracteres)' });
    esperaErro(await abrir('admin'), 403, {
      code: 'FORBIDDEN',
      message: 'Documentos selados só podem ser lidos pela secretaria da rede a que pertencem.',
    });
    expect((await abrir('gestor')).statusCode).toBe(403);
    expect((await abrir('empresa2')).statusCode).toBe(404);

    const res = await abrir('empresa');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = await lerTextoPdf(res.rawPayload);
    expect(texto).toContain('Histórico Escolar');
    expect(texto).toContain(PESSOAIS.nome);
    expect(texto).toContain('19/07/2013');
    expect(texto).toMatch(/Reprovado/);
    expect(texto).toContain('3,00');
    const registro = await ultimaAuditoria(
      api.db,
      and(eq(auditoria.acao, 'abrir_selado'), eq(auditoria.entidade_id, historico.id)),
    );
    expect(registro!.depois).toMatchObject({
      motivo: 'Emissão de segunda via do histórico a pedido judicial',
      classe: 'historico_escolar',
    });

    // Sealed: the bytes in the database are not the PDF.
    const [linha] = await api.db.select().from(documentosSelados).where(eq(documentosSelados.id, historico.id));
    expect(linha!.conteudo.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
  });
});
