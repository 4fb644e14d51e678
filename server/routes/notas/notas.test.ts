import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { folha } from '../../../test/folha';
import { CAMPOS_DA_LINHA, type LinhaDaPlanilha } from '../../../test/planilha-de-notas';
import { ID_INEXISTENTE } from '../../../test/demo';
import { atribuicoes, disciplinas, escolas, notas, notificacoes, regrasEscolares } from '../../db/schema';
import { createUser } from '../../services/create-user';
import { type Cenario, cenarioAvaliacao } from '../../../test/cenario-avaliacao';
import { esperaCampos, esperaCamposIncluem, esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;
let c: Cenario;
beforeAll(async () => {
  c = await cenarioAvaliacao(api.t);
});

interface Linha extends LinhaDaPlanilha {
  aluno_nome: string;
  situacao: string | null;
}
interface Planilha {
  pode_editar: boolean;
  regras: { media_aprovacao: number };
  itens: Linha[];
}

const notasDe = (turma: string, disciplina: string, bimestre: number) =>
  api.db
    .select()
    .from(notas)
    .where(and(eq(notas.turma_id, turma), eq(notas.disciplina_id, disciplina), eq(notas.bimestre, bimestre)));
const {
  url: planilhaUrl,
  ler: planilha,
  corpo,
} = folha<Planilha, Linha>(api, '/api/notas/planilha', 'bimestre', CAMPOS_DA_LINHA);

describe('who reaches grades', () => {
  it.each([
    ['GET', '/api/notas'],
    ['GET', '/api/notas/resumo'],
    ['GET', '/api/notas/opcoes'],
    ['GET', `/api/notas/planilha?turma_id=${ID_INEXISTENTE}&disciplina_id=${ID_INEXISTENTE}&bimestre=1`],
    ['PUT', '/api/notas/planilha'],
    ['PUT', `/api/notas/${ID_INEXISTENTE}`],
    ['DELETE', `/api/notas/${ID_INEXISTENTE}`],
  ] as const)('%s %s → 401 without a session', async (method, url) => {
    const res = await enviar(method, url, undefined, method === 'PUT' ? { itens: 'x' } : undefined);
    expect(res.statusCode).toBe(401);
  });

  it('aluno (read-only) → 403 on saving a sheet, even a bad one; professor → 403 on delete', async () => {
    expect((await enviar('PUT', '/api/notas/planilha', 'aluno', { turma_id: c.t6A.id })).statusCode).toBe(403);
    const [row] = await notasDe(c.t6A.id, c.matematica.id, 1);
    expect((await enviar('DELETE', `/api/notas/${row!.id}`, 'professor')).statusCode).toBe(403);
  });

  it("another body's class, grade and list: 404 with no data", async () => {
    const res = await enviar('GET', planilhaUrl(c.tSA.id, c.discSA.id, 1), 'empresa');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Turma não encontrada.' } });
    const put = await enviar('PUT', `/api/notas/${c.notaSA.id}`, 'empresa', {
      nota1: 1,
      updated_at: c.notaSA.updated_at.toISOString(),
    });
    expect(put.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Nota não encontrada.' } });
    expect((await enviar('DELETE', `/api/notas/${c.notaSA.id}`, 'gestor')).statusCode).toBe(404);
    const busca = '/api/notas?busca=Estudante%20de%20Serra%20Azul&por_pagina=100';
    expect((await enviar('GET', busca, 'empresa')).json()).toMatchObject({ itens: [], total: 0 });
    expect((await enviar('GET', busca, 'empresa2')).json().itens.map((n: { aluno_id: string }) => n.aluno_id)).toEqual([
      c.alunoSA.id,
    ]);
    const lista = (await enviar('GET', '/api/notas?por_pagina=100', 'empresa2')).json();
    expect(lista.total).toBeGreaterThan(0);
    expect(lista.itens.every((n: { escola_id: string }) => n.escola_id !== c.principal.id)).toBe(true);
    const escolasSA = new Set(
      (await api.db.select({ id: escolas.id }).from(escolas).where(eq(escolas.empresa_id, c.sa.id))).map((e) => e.id),
    );
    expect(lista.itens.every((n: { escola_id: string }) => escolasSA.has(n.escola_id))).toBe(true);
    expect((await notasDe(c.tSA.id, c.discSA.id, 1))[0]!.nota1).toBe(8);
  });

  it('a professor on a class it does not teach → 404; on a subject the class lacks → 404', async () => {
    expect((await enviar('GET', planilhaUrl(c.t7A.id, c.matematica.id, 1), 'professor')).statusCode).toBe(404);
    const body = {
      turma_id: c.t7A.id,
      disciplina_id: c.matematica.id,
      bimestre: 1,
      itens: [{ aluno_id: c.alunos6A[0]!.id, nota1: 5 }],
    };
    expect((await enviar('PUT', '/api/notas/planilha', 'professor', body)).statusCode).toBe(404);
    expect((await enviar('GET', planilhaUrl(c.t6B.id, c.portugues.id, 1), 'professor')).statusCode).toBe(404);
  });

  it("the professor responsável reads another teacher's subject of its class but may not write it (403)", async () => {
    const conta = { nome: 'Professora de Ciências', email: 'ciencias@teste.br', senha: 'Senha-Teste-2026' };
    const outro = await createUser(api.db, { ...conta, tipo_usuario: 'professor', empresa_id: c.vv.id });
    const [ciencias] = await api.db
      .insert(disciplinas)
      .values({
        empresa_id: c.vv.id,
        nome: 'Ciências — 6º Ano',
        disciplina: 'ciencias',
        serie_ano: '6_ano',
        bimestre: '1_bimestre',
      })
      .returning();
    await api.db
      .insert(atribuicoes)
      .values({ empresa_id: c.vv.id, professor_id: outro.id, turma_id: c.t6A.id, disciplina_id: ciencias!.id });
    const p = await planilha('professor', c.t6A.id, ciencias!.id, 1);
    expect(p.pode_editar).toBe(false);
    expect(p.itens).toHaveLength(c.alunos6A.length);
    const res = await enviar(
      'PUT',
      '/api/notas/planilha',
      'professor',
      corpo(p, c.t6A.id, ciencias!.id, 1, () => ({ nota1: 9 })),
    );
    expect(res.statusCode).toBe(403);
    expect(await notasDe(c.t6A.id, ciencias!.id, 1)).toEqual([]);
  });

  it('an aluno sees only its own row, in the sheet and in the list', async () => {
    const p = await planilha('aluno', c.t6A.id, c.matematica.id, 1);
    expect(p.itens.map((l) => l.aluno_nome)).toEqual(['Lucas Almeida Souza']);
    expect(p.pode_editar).toBe(false);
    const lista = (await enviar('GET', `/api/notas?turma_id=${c.t6A.id}&por_pagina=100`, 'aluno')).json();
    expect(lista.total).toBeGreaterThan(0);
    expect(new Set(lista.itens.map((n: { aluno_id: string }) => n.aluno_id))).toEqual(new Set([c.alunos6A[0]!.id]));
  });
});

describe('PUT /api/notas/planilha', () => {
  it('bad cells → 400 naming each cell, and nothing is saved', async () => {
    const p = await planilha('professor', c.t6A.id, c.matematica.id, 3);
    const res = await enviar(
      'PUT',
      '/api/notas/planilha',
      'professor',
      corpo(p, c.t6A.id, c.matematica.id, 3, (_l, i) =>
        i === 3 ? { nota2: 11 } : i === 1 ? { nota1: 7.25 } : i === 2 ? { nota4: -1 } : { nota1: 8 },
      ),
    );
    esperaCamposIncluem(res, {
      'itens.3.nota2': 'Nota deve estar entre 0 e 10',
      'itens.2.nota4': 'Nota deve estar entre 0 e 10',
      'itens.1.nota1': 'Nota deve ter no máximo uma casa decimal',
    });
    expect(await notasDe(c.t6A.id, c.matematica.id, 3)).toEqual([]);
  });

  it('bad bimestre, missing class, a student not enrolled → 400 with the field', async () => {
    const p = await planilha('professor', c.t6A.id, c.matematica.id, 3);
    const b5 = await enviar('PUT', '/api/notas/planilha', 'professor', {
      ...corpo(p, c.t6A.id, c.matematica.id, 3),
      bimestre: 5,
    });
    expect(b5.json().error.fields.bimestre).toBe('Bimestre deve ser de 1 a 4');
    const semTurma = await enviar('PUT', '/api/notas/planilha', 'professor', {
      ...corpo(p, c.t6A.id, c.matematica.id, 3),
      turma_id: '',
    });
    expect(semTurma.json().error.fields.turma_id).toBe('Turma inválida');
    const body = corpo(p, c.t6A.id, c.matematica.id, 3, () => ({ nota1: 6 }));
    body.itens.push({
      aluno_id: c.alunoSA.id,
      nota1: 5,
      nota2: null,
      nota3: null,
      nota4: null,
      observacoes: null,
      updated_at: null,
    });
    const fora = await enviar('PUT', '/api/notas/planilha', 'professor', body);
    esperaCampos(fora, {
      [`itens.${body.itens.length - 1}.aluno_id`]: 'Aluno não matriculado nesta turma',
    });
    expect(await notasDe(c.t6A.id, c.matematica.id, 3)).toEqual([]);
  });

  it('saves the whole sheet: mean and status by the rules, partial rows marked, the student notified', async () => {
    const p = await planilha('professor', c.t6A.id, c.matematica.id, 3);
    expect(p.pode_editar).toBe(true);
    expect(p.itens.every((l) => l.updated_at === null && l.media === null)).toBe(true);
    const lucas = p.itens.findIndex((l) => l.aluno_nome === 'Lucas Almeida Souza');
    const [outro1, outro2] = [0, 1, 2].filter((i) => i !== lucas);
    const res = await enviar(
      'PUT',
      '/api/notas/planilha',
      'professor',
      corpo(p, c.t6A.id, c.matematica.id, 3, (_l, i) =>
        i === lucas
          ? { nota1: 8, nota2: 7.5, nota3: 9, nota4: 6.5, observacoes: 'Ótimo bimestre' }
          : i === outro1
            ? { nota1: 5, nota2: 6, nota3: 5.5, nota4: 6 }
            : i === outro2
              ? { nota1: 9, nota3: 7 }
              : {},
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const salva: Planilha = res.json();
    expect(salva.itens[lucas]).toMatchObject({
      media: 7.75,
      parcial: false,
      situacao: 'aprovado',
      observacoes: 'Ótimo bimestre',
    });
    expect(salva.itens[outro1!]).toMatchObject({ media: 5.625, situacao: 'recuperacao' });
    expect(salva.itens[outro2!]).toMatchObject({ media: 8, parcial: true, situacao: null, nota2: null });
    // An empty row is not stored: a missing note is not a zero.
    expect(await notasDe(c.t6A.id, c.matematica.id, 3)).toHaveLength(3);
    const avisos = await api.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.usuario_id, c.aluno.id), eq(notificacoes.titulo, 'Notas lançadas')));
    expect(avisos).toHaveLength(1);
    expect(avisos[0]!.link).toBe(`/escola/${c.principal.id}/turma/${c.t6A.id}/notas`);

    // Saving again unchanged bumps nothing and notifies nobody.
    const denovo = await enviar('PUT', '/api/notas/planilha', 'professor', corpo(salva, c.t6A.id, c.matematica.id, 3));
    expect(denovo.statusCode).toBe(200);
    expect(denovo.json().itens[lucas].updated_at).toBe(salva.itens[lucas]!.updated_at);
    expect(
      await api.db
        .select()
        .from(notificacoes)
        .where(and(eq(notificacoes.usuario_id, c.aluno.id), eq(notificacoes.titulo, 'Notas lançadas'))),
    ).toHaveLength(1);
  });

  it('a row changed by someone else since loading → 409 and nothing of the sheet is saved', async () => {
    const p = await planilha('professor', c.t6A.id, c.matematica.id, 1);
    const outra = await enviar(
      'PUT',
      '/api/notas/planilha',
      'gestor',
      corpo(p, c.t6A.id, c.matematica.id, 1, (_l, i) => (i === 4 ? { nota1: 0.5 } : {})),
    );
    expect(outra.statusCode).toBe(200);
    const res = await enviar(
      'PUT',
      '/api/notas/planilha',
      'professor',
      corpo(p, c.t6A.id, c.matematica.id, 1, () => ({ nota4: 10 })),
    );
    esperaMensagem(res, 409, 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.');
    const agora = await notasDe(c.t6A.id, c.matematica.id, 1);
    expect(agora.filter((n) => n.nota4 === 10)).toEqual([]);
    expect(agora.filter((n) => n.nota1 === 0.5)).toHaveLength(1);
  });

  it("the status follows the body's own rules", async () => {
    const p = await planilha('gestor', c.t6A.id, c.portugues.id, 4);
    const salva: Planilha = (
      await enviar(
        'PUT',
        '/api/notas/planilha',
        'gestor',
        corpo(p, c.t6A.id, c.portugues.id, 4, (l) =>
          l.aluno_id === c.alunos6A[0]!.id ? { nota1: 6, nota2: 6, nota3: 6, nota4: 6 } : {},
        ),
      )
    ).json();
    const linha = (pl: Planilha) => pl.itens.find((l) => l.aluno_id === c.alunos6A[0]!.id)!;
    expect(linha(salva).situacao).toBe('recuperacao');
    await api.db.insert(regrasEscolares).values({ empresa_id: c.vv.id, media_aprovacao: 6, media_recuperacao: 4 });
    try {
      const depois = await planilha('gestor', c.t6A.id, c.portugues.id, 4);
      expect(depois.regras.media_aprovacao).toBe(6);
      expect(linha(depois).situacao).toBe('aprovado');
      const lista = (
        await enviar(
          'GET',
          `/api/notas?turma_id=${c.t6A.id}&disciplina_id=${c.portugues.id}&bimestre=4&situacao=aprovado`,
          'gestor',
        )
      ).json();
      expect(lista.itens.map((n: { aluno_id: string }) => n.aluno_id)).toEqual([c.alunos6A[0]!.id]);
    } finally {
      await api.db.delete(regrasEscolares).where(eq(regrasEscolares.empresa_id, c.vv.id));
    }
  });
});

describe('GET /api/notas and /api/notas/resumo', () => {
  it('filters by school, bimestre and status, pages on the server, and the cards agree with the list', async () => {
    const base = `escola_id=${c.principal.id}&bimestre=2`;
    const todos = (await enviar('GET', `/api/notas?${base}&por_pagina=5`, 'gestor')).json();
    expect(todos.itens).toHaveLength(5);
    // Every grade row of the school in bimestre 2, counted straight from the table.
    const [linhas] = await api.db
      .select({ n: count() })
      .from(notas)
      .where(and(eq(notas.escola_id, c.principal.id), eq(notas.bimestre, 2)));
    expect(todos.total).toBe(linhas!.n);
    const resumo = (await enviar('GET', `/api/notas/resumo?${base}&situacao=all`, 'gestor')).json();
    expect(resumo.registros).toBe(todos.total);
    for (const situacao of ['aprovado', 'recuperacao', 'reprovado'] as const) {
      const lista = (await enviar('GET', `/api/notas?${base}&situacao=${situacao}&por_pagina=100`, 'gestor')).json();
      expect(lista.itens.every((n: { situacao: string }) => n.situacao === situacao)).toBe(true);
      expect(lista.total).toBe(
        resumo[situacao === 'aprovado' ? 'aprovados' : situacao === 'reprovado' ? 'reprovados' : 'recuperacao'],
      );
    }
    // The demo has students in recuperação.
    expect(resumo.recuperacao).toBeGreaterThan(0);
    expect(resumo.media_geral).toBeGreaterThan(0);
  });

  it('search by name, bad filters → 400', async () => {
    const lista = (await enviar('GET', `/api/notas?busca=lucas&escola_id=${c.principal.id}`, 'gestor')).json();
    expect(new Set(lista.itens.map((n: { aluno_nome: string }) => n.aluno_nome))).toEqual(new Set(['Lucas Almeida Souza']));
    const bad = await enviar('GET', '/api/notas?bimestre=9&situacao=otimo', 'gestor');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['bimestre', 'situacao']);
  });

  it('options: the professor sees its pairs and which it may enter', async () => {
    const { itens } = (await enviar('GET', `/api/notas/opcoes?escola_id=${c.principal.id}`, 'professor')).json();
    const pares = itens.map(
      (o: { turma_nome: string; disciplina_nome: string; pode_lancar: boolean }) =>
        `${o.turma_nome}/${o.disciplina_nome}/${o.pode_lancar}`,
    );
    expect(pares).toEqual(
      expect.arrayContaining([
        '6º Ano A/Matemática — 6º Ano/true',
        '6º Ano A/Língua Portuguesa — 6º Ano/true',
        '6º Ano B/Matemática — 6º Ano/true',
      ]),
    );
    expect(pares.some((p: string) => p.startsWith('7º Ano A'))).toBe(false);
    expect(
      (await enviar('GET', `/api/notas/opcoes?escola_id=${c.principal.id}`, 'aluno'))
        .json()
        .itens.every((o: { pode_lancar: boolean; turma_id: string }) => !o.pode_lancar && o.turma_id === c.t6A.id),
    ).toBe(true);
  });
});

describe('PUT and DELETE /api/notas/:id', () => {
  it('edits with the loaded version; a stale one → 409; bad note → 400 naming it', async () => {
    const [row] = await notasDe(c.t6A.id, c.portugues.id, 2);
    const versao = row!.updated_at.toISOString();
    const bad = await enviar('PUT', `/api/notas/${row!.id}`, 'professor', { nota1: 10.5, updated_at: versao });
    expect(bad.json().error.fields).toEqual({ nota1: 'Nota deve estar entre 0 e 10' });
    const ok = await enviar('PUT', `/api/notas/${row!.id}`, 'professor', {
      nota1: 10,
      nota2: 10,
      nota3: 10,
      nota4: 10,
      observacoes: 'Revisada',
      updated_at: versao,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      media: 10,
      situacao: 'aprovado',
      observacoes: 'Revisada',
      pode_editar: true,
      pode_excluir: false,
    });
    const stale = await enviar('PUT', `/api/notas/${row!.id}`, 'gestor', { nota1: 1, updated_at: versao });
    expect(stale.statusCode).toBe(409);
    expect((await api.db.select().from(notas).where(eq(notas.id, row!.id)))[0]!.nota1).toBe(10);
  });

  it('gestor deletes a record of its school → 204, gone', async () => {
    const [row] = await notasDe(c.t6A.id, c.portugues.id, 1);
    expect((await enviar('DELETE', `/api/notas/${row!.id}`, 'gestor')).statusCode).toBe(204);
    expect(await api.db.select().from(notas).where(eq(notas.id, row!.id))).toEqual([]);
    expect((await enviar('DELETE', `/api/notas/${row!.id}`, 'gestor')).statusCode).toBe(404);
  });
});
