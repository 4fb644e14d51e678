import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DADOS_SENSIVEIS_MENSAGENS as MSG } from '../../../domain/schemas/aluno-dados-sensiveis';
import { prepararApi } from '../../../test/api';
import { ID_INEXISTENTE } from '../../../test/demo';
import { esperaCampo, esperaMensagem } from '../../../test/esperas';
import { acessosDadosPessoais, alunos, auditoria } from '../../db/schema';

const api = prepararApi();
const { enviar, ids } = api;

const url = (id: string) => `/api/alunos/${id}/dados-sensiveis`;

async function alunoNovo(escolaId = ids.principal, quem = 'gestor'): Promise<string> {
  return (await api.criar('/api/alunos', quem, { nome: `Aluno Sensível ${Math.random()}`, escola_id: escolaId })).id;
}

const DADOS = {
  cor_raca: 'parda',
  deficiencias: ['baixa_visao', 'transtorno_espectro_autista'],
  apoios: { baixa_visao: 'Material ampliado', transtorno_espectro_autista: 'Profissional de apoio' },
  alergias: 'Amendoim',
  medicamentos: 'Ritalina 10 mg às 10h',
  restricoes: 'Sem lactose',
};

describe('dados sensíveis: quem alcança', () => {
  it('401 sem sessão; 403 sem a permissão (professor e aluno, por padrão)', async () => {
    const id = await alunoNovo();
    expect((await enviar('GET', url(id))).statusCode).toBe(401);
    expect((await enviar('PUT', url(id), undefined, { ...DADOS, updated_at: null })).statusCode).toBe(401);
    for (const quem of ['professor', 'aluno']) {
      expect((await enviar('GET', url(id), quem)).statusCode).toBe(403);
      expect((await enviar('PUT', url(id), quem, { ...DADOS, updated_at: null })).statusCode).toBe(403);
    }
  });

  it('o aluno de outra rede, ou fora das escolas do gestor: 404 sem dados', async () => {
    const escolaSA = (await api.json<{ itens: { id: string }[] }>('/api/escolas?por_pagina=1', 'empresa2')).itens[0]!.id;
    const alheio = await alunoNovo(escolaSA, 'empresa2');
    const gravado = await enviar('PUT', url(alheio), 'empresa2', { ...DADOS, updated_at: null });
    expect(gravado.statusCode, gravado.body).toBe(200);
    for (const quem of ['empresa', 'gestor']) {
      const res = await enviar('GET', url(alheio), quem);
      esperaMensagem(res, 404, MSG.naoEncontrado);
      expect(res.body).not.toContain('Amendoim');
      expect(
        (await enviar('PUT', url(alheio), quem, { ...DADOS, alergias: 'Trocada', updated_at: gravado.json().updated_at }))
          .statusCode,
      ).toBe(404);
    }
    esperaMensagem(await enviar('GET', url(ID_INEXISTENTE), 'gestor'), 404, MSG.naoEncontrado);
    expect((await api.json(url(alheio), 'empresa2')).alergias).toBe('Amendoim');
  });
});

describe('dados sensíveis: leitura e gravação', () => {
  it('400 com as mensagens dos campos', async () => {
    const id = await alunoNovo();
    esperaCampo(await enviar('PUT', url(id), 'gestor', { cor_raca: 'azul', updated_at: null }), 'cor_raca', MSG.corRaca);
    esperaCampo(
      await enviar('PUT', url(id), 'gestor', { deficiencias: ['voar'], updated_at: null }),
      'deficiencias',
      MSG.deficiencia,
    );
    esperaCampo(
      await enviar('PUT', url(id), 'gestor', { deficiencias: [], apoios: { surdez: 'Intérprete' }, updated_at: null }),
      'apoios',
      MSG.apoioSemDeficiencia,
    );
    esperaCampo(
      await enviar('PUT', url(id), 'gestor', { alergias: 'x'.repeat(1001), updated_at: null }),
      'alergias',
      MSG.alergias,
    );
  });

  it('caminho feliz: vazio antes, gravado, versão conferida, auditoria sem os valores; o aluno nunca os carrega', async () => {
    const id = await alunoNovo();
    const vazio = await api.json(url(id), 'gestor');
    expect(vazio).toMatchObject({ aluno_id: id, cor_raca: null, deficiencias: [], apoios: {}, updated_at: null });

    const res = await enviar('PUT', url(id), 'gestor', { ...DADOS, updated_at: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(DADOS);
    // A second first save, or a save on an old version: 409.
    esperaMensagem(await enviar('PUT', url(id), 'empresa', { ...DADOS, updated_at: null }), 409, MSG.conflito);
    const v1 = res.json().updated_at as string;
    const mudou = await enviar('PUT', url(id), 'empresa', {
      ...DADOS,
      alergias: 'Camarão',
      deficiencias: [],
      apoios: {},
      updated_at: v1,
    });
    expect(mudou.statusCode, mudou.body).toBe(200);
    esperaMensagem(await enviar('PUT', url(id), 'gestor', { ...DADOS, updated_at: v1 }), 409, MSG.conflito);
    expect(await api.json(url(id), 'gestor')).toMatchObject({ alergias: 'Camarão', deficiencias: [], cor_raca: 'parda' });

    const [ultimo] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'aluno_dados_sensiveis'), eq(auditoria.entidade_id, id)))
      .orderBy(desc(auditoria.created_at));
    expect(ultimo).toBeDefined();
    const texto = JSON.stringify(ultimo);
    expect(texto).toContain('alergias');
    expect(texto).toContain('deficiencias');
    expect(texto).not.toContain('Camarão');
    expect(texto).not.toContain('Amendoim');

    const aluno = await api.json(`/api/alunos/${id}`, 'gestor');
    for (const campo of ['cor_raca', 'deficiencias', 'apoios', 'alergias', 'medicamentos', 'restricoes'])
      expect(aluno).not.toHaveProperty(campo);
    const listaSemSensiveis = await enviar('GET', `/api/alunos?busca=${encodeURIComponent(aluno.nome)}`, 'gestor');
    expect(listaSemSensiveis.body).not.toContain('Camarão');
  });

  it('cada leitura vai ao registro de acessos', async () => {
    const id = await alunoNovo();
    const contar = async () =>
      (
        await api.db
          .select({ id: acessosDadosPessoais.id })
          .from(acessosDadosPessoais)
          .where(and(eq(acessosDadosPessoais.aluno_id, id), eq(acessosDadosPessoais.recurso, 'dados_sensiveis')))
      ).length;
    expect(await contar()).toBe(0);
    await api.json(url(id), 'gestor');
    await api.json(url(id), 'empresa');
    expect(await contar()).toBe(2);
    // A refused read leaves no row.
    await enviar('GET', url(id), 'professor');
    expect(await contar()).toBe(2);
    const [{ escola_id }] = (await api.db.select({ escola_id: alunos.escola_id }).from(alunos).where(eq(alunos.id, id))) as [
      { escola_id: string },
    ];
    expect(escola_id).toBe(ids.principal);
  });
});
