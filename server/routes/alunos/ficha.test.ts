import { describe, expect, it } from 'vitest';
import { ALUNO_MENSAGENS as MSG } from '../../../domain/schemas/aluno';
import { prepararApi } from '../../../test/api';
import { esperaCampo } from '../../../test/esperas';
import { alunosResponsaveis, responsaveis } from '../../db/schema';

const api = prepararApi();
const { enviar, ids } = api;

// Valid by their check digits (domain/aluno/documentos.ts).
const CPF = '529.982.247-25';
const CPF_2 = '11144477735';
const NIS = '12345678900';
const CERTIDAO = '10453901552013100012021000012321';
const LAVRAS = '3138203';

const novo = (extra: object = {}) => ({ nome: 'Aluno da Ficha', escola_id: ids.principal, ...extra });
const criar = (quem: string, corpo: object) => enviar('POST', '/api/alunos', quem, corpo);

describe('a ficha do aluno: cada campo recusado com a sua mensagem', () => {
  it.each([
    [{ cpf: '529.982.247-26' }, 'cpf', MSG.cpf],
    [{ cpf: '111.111.111-11' }, 'cpf', MSG.cpf],
    [{ cpf: '5299822472a' }, 'cpf', MSG.cpf],
    [{ nis: '12345678901' }, 'nis', MSG.nis],
    [{ nis: '123' }, 'nis', MSG.nis],
    [{ certidao_nascimento: '10453901552013100012021000012322' }, 'certidao_nascimento', MSG.certidao],
    [
      { certidao_nascimento: CERTIDAO, certidao_livro: 'A-12', certidao_folha: '3', certidao_termo: '45' },
      'certidao_nascimento',
      MSG.certidaoDuasFormas,
    ],
    [{ certidao_livro: 'A-12' }, 'certidao_folha', MSG.certidaoAntiga],
    [{ municipio_ibge: '9999999' }, 'municipio_ibge', MSG.municipio],
    [{ municipio_ibge: '12' }, 'municipio_ibge', MSG.municipio],
    [{ municipio_nascimento_ibge: '0000000' }, 'municipio_nascimento_ibge', MSG.municipio],
    [
      { nacionalidade: 'estrangeira', municipio_nascimento_ibge: LAVRAS, pais_nascimento: 'Bolívia' },
      'municipio_nascimento_ibge',
      MSG.municipioNascimentoSoBrasil,
    ],
    [{ nacionalidade: 'estrangeira' }, 'pais_nascimento', MSG.paisObrigatorio],
    [{ nacionalidade: 'marciana' }, 'nacionalidade', MSG.nacionalidade],
    [{ sexo: 'x' }, 'sexo', MSG.sexo],
    [{ zona: 'lunar' }, 'zona', MSG.zona],
    [{ cep: '3720-000' }, 'cep', MSG.cep],
    [{ transporte_publico: true }, 'transporte_poder', MSG.transportePoder],
    [{ transporte_publico: true, transporte_poder: 'municipal' }, 'transporte_veiculos', MSG.transporteVeiculos],
    [{ transporte_publico: false, transporte_poder: 'municipal' }, 'transporte_poder', MSG.semTransporte],
    [{ transporte_publico: false, transporte_veiculos: ['onibus'] }, 'transporte_veiculos', MSG.semTransporte],
    [
      { transporte_publico: true, transporte_poder: 'municipal', transporte_veiculos: ['foguete'] },
      'transporte_veiculos',
      MSG.transporteVeiculo,
    ],
    [{ filiacao_2: 'Pai Sem Mãe' }, 'filiacao_1', MSG.filiacao1],
    [{ filiacao_nao_declarada: true, filiacao_1: 'Maria' }, 'filiacao_1', MSG.filiacaoNaoDeclarada],
    [{ data_nascimento: `${new Date().getFullYear() + 1}-01-01` }, 'data_nascimento', MSG.dataFutura],
  ])('%j → 400 em %s', async (extra, campo, mensagem) => {
    const res = await criar('gestor', novo(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields[campo]).toBe(mensagem);
  });

  it('o mesmo CPF: recusado na mesma rede (criar e editar), aceito em outra rede', async () => {
    const primeiro = await criar('gestor', novo({ nome: 'Dono do CPF', cpf: CPF }));
    expect(primeiro.statusCode, primeiro.body).toBe(201);
    expect(primeiro.json().cpf).toBe('52998224725');
    esperaCampo(
      await criar('empresa', novo({ nome: 'Outro', cpf: '52998224725', escola_id: ids.tiradentes })),
      'cpf',
      MSG.cpfDuplicado,
    );
    const segundo = (await criar('gestor', novo({ nome: 'Segundo', cpf: CPF_2 }))).json();
    const { id, matricula: _m, escola_id: _e, ...resto } = segundo;
    const edicao = await enviar('PUT', `/api/alunos/${id}`, 'gestor', { ...resto, cpf: CPF, turma_id: null });
    esperaCampo(edicao, 'cpf', MSG.cpfDuplicado);
    const escolaSA = await api.json<{ itens: { id: string }[] }>('/api/escolas?por_pagina=1', 'empresa2');
    const outraRede = await criar(
      'empresa2',
      novo({ nome: 'Homônimo de Serra Azul', cpf: CPF, escola_id: escolaSA.itens[0]!.id }),
    );
    expect(outraRede.statusCode, outraRede.body).toBe(201);
  });

  it('caminho feliz: cada campo novo gravado e lido de volta', async () => {
    const ficha = {
      filiacao_1: 'Maria da Silva',
      filiacao_2: 'José da Silva',
      sexo: 'feminino',
      nacionalidade: 'brasileira',
      municipio_nascimento_ibge: LAVRAS,
      cpf: '390.533.447-05',
      nis: NIS,
      certidao_nascimento: CERTIDAO,
      rg: 'MG-12.345.678',
      transporte_publico: true,
      transporte_poder: 'municipal',
      transporte_veiculos: ['onibus', 'vans_kombi'],
      cep: '37200-000',
      endereco: 'Rua das Flores',
      endereco_numero: '120',
      endereco_complemento: 'Casa 2',
      bairro: 'Centro',
      municipio_ibge: LAVRAS,
      zona: 'urbana',
    };
    const res = await criar('gestor', novo({ nome: 'Aluna Completa', ...ficha }));
    expect(res.statusCode, res.body).toBe(201);
    const esperado = {
      ...ficha,
      cpf: '39053344705',
      cep: '37200000',
      municipio_nome: 'Lavras/MG',
      municipio_nascimento_nome: 'Lavras/MG',
      filiacao_nao_declarada: false,
      contato_familia: null,
    };
    expect(res.json()).toMatchObject(esperado);
    const lido = await api.json(`/api/alunos/${res.json().id}`, 'gestor');
    expect(lido).toMatchObject(esperado);
    // Never the sensitive data, nor the old free-text guardian.
    for (const campo of ['cor_raca', 'deficiencias', 'alergias', 'responsavel', 'telefone_responsavel'])
      expect(lido).not.toHaveProperty(campo);

    // Edited: the old form of the certificate, filiação not declared, no transport.
    const { id, matricula: _m, escola_id: _e, ...resto } = lido;
    const editado = await enviar('PUT', `/api/alunos/${id}`, 'gestor', {
      ...resto,
      turma_id: null,
      certidao_nascimento: '',
      certidao_livro: 'A-12',
      certidao_folha: '34',
      certidao_termo: '5678',
      filiacao_nao_declarada: true,
      filiacao_1: '',
      filiacao_2: null,
      transporte_publico: false,
      transporte_poder: null,
      transporte_veiculos: [],
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json()).toMatchObject({
      certidao_nascimento: null,
      certidao_livro: 'A-12',
      filiacao_nao_declarada: true,
      filiacao_1: null,
      transporte_publico: false,
      transporte_veiculos: [],
    });
  });
});

describe('GET /api/municipios', () => {
  it('401 sem sessão; busca sem acentos, por UF, no máximo 20', async () => {
    expect((await enviar('GET', '/api/municipios?busca=lavras')).statusCode).toBe(401);
    const lavras = await api.json<{ itens: { codigo: string; nome: string; uf: string }[] }>(
      '/api/municipios?busca=LAVRAS',
      'professor',
    );
    expect(lavras.itens[0]).toEqual({ codigo: LAVRAS, nome: 'Lavras', uf: 'MG' });
    expect(lavras.itens.map((m) => m.nome)).toContain('Lavras do Sul');
    const sp = await api.json<{ itens: { nome: string }[] }>('/api/municipios?busca=sao%20joao&uf=SP', 'aluno');
    expect(sp.itens.length).toBeGreaterThan(0);
    expect(sp.itens.length).toBeLessThanOrEqual(20);
    expect(sp.itens.every((m) => m.nome.startsWith('São João'))).toBe(true);
    expect((await enviar('GET', '/api/municipios?uf=XX', 'gestor')).statusCode).toBe(400);
  });
});

describe('contato da família (GET /api/alunos e /api/alunos/:id)', () => {
  it('o responsável legal de menor prioridade; sem legal, o de menor prioridade; sem responsáveis, null', async () => {
    const aluno = (await criar('gestor', novo({ nome: 'Aluno com Família' }))).json();
    const semNinguem = (await criar('gestor', novo({ nome: 'Aluno sem Família' }))).json();
    const pessoa = async (nome: string, telefone: string) =>
      (await api.db.insert(responsaveis).values({ empresa_id: ids.vv, nome, telefone }).returning())[0]!.id;
    const ligar = (responsavel_id: string, prioridade: number, responsavel_legal: boolean) =>
      api.db.insert(alunosResponsaveis).values({
        empresa_id: ids.vv,
        aluno_id: aluno.id,
        responsavel_id,
        parentesco: 'outro',
        prioridade,
        responsavel_legal,
      });
    await ligar(await pessoa('Vizinha Primeira', '(35) 1111-1111'), 1, false);
    expect((await api.json(`/api/alunos/${aluno.id}`, 'gestor')).contato_familia).toEqual({
      nome: 'Vizinha Primeira',
      telefone: '(35) 1111-1111',
      email: null,
    });
    await ligar(await pessoa('Avó Legal', '(35) 2222-2222'), 3, true);
    await ligar(await pessoa('Tio Legal', '(35) 3333-3333'), 5, true);
    const pagina = await api.json<{ itens: { id: string; contato_familia: unknown }[] }>(
      `/api/alunos?busca=${encodeURIComponent('Aluno com Família')}`,
      'gestor',
    );
    expect(pagina.itens.find((a) => a.id === aluno.id)?.contato_familia).toMatchObject({ nome: 'Avó Legal' });
    expect((await api.json(`/api/alunos/${semNinguem.id}`, 'gestor')).contato_familia).toBeNull();
  });
});
