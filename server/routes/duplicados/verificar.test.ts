import { describe, expect, it } from 'vitest';
import { DUPLICADO_MENSAGENS as MSG } from '../../../domain/schemas/duplicado';
import { esperaCampos } from '../../../test/esperas';
import { aluno, c, enviar, tiradentes } from './cenario-de-teste';

const URL = '/api/alunos/duplicados/verificar';
const CPF = '52998224725';
const NIS = '12058258837';
const CERTIDAO = '62358401552023948814529842427749';

describe('POST /api/alunos/duplicados/verificar', () => {
  it('401 sem sessão, 403 sem alunos.ler, 400 com as mensagens dos campos', async () => {
    expect((await enviar('POST', URL, undefined, { nome: 'X' })).statusCode).toBe(401);
    expect((await enviar('POST', URL, 'aluno', { nome: 'X' })).statusCode).toBe(403);
    esperaCampos(
      await enviar('POST', URL, 'gestor', {
        cpf: '111.111.111-11',
        nis: '123',
        data_nascimento: '31/02/2015',
        codigo_inep: '12',
      }),
      {
        cpf: MSG.cpf,
        nis: MSG.nis,
        data_nascimento: MSG.dataNascimento,
        codigo_inep: MSG.inep,
      },
    );
  });

  it('cada grau: documento certo, nome + nascimento + filiação muito provável, nome parecido possível', async () => {
    const dados = { nome: 'Valentina Rocha Prado', data_nascimento: '2014-08-20', filiacao_1: 'Cecília Rocha' };
    const mesma = await aluno({ ...dados, cpf: CPF, nis: NIS, certidao_nascimento: CERTIDAO, codigo_inep: '987654321012' });
    const porCpf = (await enviar('POST', URL, 'gestor', { nome: 'Outro Nome', cpf: '529.982.247-25' })).json();
    expect(porCpf.duplicados).toEqual([
      {
        no_escopo: true,
        aluno_id: mesma.id,
        nome: mesma.nome,
        matricula: mesma.matricula,
        escola_id: c.principal.id,
        escola_nome: c.principal.nome,
        grau: 'certo',
        motivo: 'Mesmo CPF',
      },
    ]);
    for (const [campo, valor, motivo] of [
      ['nis', NIS, 'Mesmo NIS'],
      ['certidao_nascimento', CERTIDAO, 'Mesma certidão de nascimento'],
      ['codigo_inep', '987654321012', 'Mesmo código INEP'],
    ]) {
      const r = (await enviar('POST', URL, 'empresa', { [campo!]: valor })).json();
      expect(r.duplicados.map((d: { grau: string; motivo: string }) => [d.grau, d.motivo])).toEqual([['certo', motivo]]);
    }
    const provavel = (await enviar('POST', URL, 'gestor', { ...dados, nome: 'VALENTINA ROCHA PRADO', filiacao_2: null })).json();
    expect(provavel.duplicados).toMatchObject([{ aluno_id: mesma.id, grau: 'muito_provavel' }]);
    const possivel = (
      await enviar('POST', URL, 'gestor', { nome: 'Valentina Rocha do Prado', data_nascimento: '2014-08-20' })
    ).json();
    expect(possivel.duplicados).toMatchObject([
      { aluno_id: mesma.id, grau: 'possivel', motivo: 'Nome parecido e mesma data de nascimento' },
    ]);
    // Another birth date, or nothing the rules can compare: nothing found.
    expect((await enviar('POST', URL, 'gestor', { ...dados, data_nascimento: '2014-08-21' })).json().duplicados).toEqual([]);
    expect((await enviar('POST', URL, 'gestor', { nome: dados.nome })).json().duplicados).toEqual([]);
    // The record being edited is not its own duplicate.
    expect((await enviar('POST', URL, 'gestor', { ...dados, cpf: CPF, aluno_id: mesma.id })).json().duplicados).toEqual([]);
  });

  it('um registro fora do escopo do gestor aparece só como existente, sem dados pessoais', async () => {
    const dados = { nome: 'Heitor Campos Lima', data_nascimento: '2013-01-15', filiacao_1: 'Rita Campos' };
    const outraEscola = await aluno({ ...dados, escola_id: tiradentes });
    const res = await enviar('POST', URL, 'gestor', dados);
    expect(res.json().duplicados).toEqual([
      {
        no_escopo: false,
        aluno_id: null,
        nome: null,
        matricula: null,
        escola_id: null,
        escola_nome: null,
        grau: 'muito_provavel',
        motivo: 'Mesmo nome, data de nascimento e filiação',
      },
    ]);
    expect(res.body).not.toContain(outraEscola.matricula);
    // The empresa reaches the whole network: the record with its link data.
    expect((await enviar('POST', URL, 'empresa', dados)).json().duplicados).toMatchObject([
      { no_escopo: true, aluno_id: outraEscola.id },
    ]);
  });

  it('outra rede: nunca comparada; a escola de outra rede é 404', async () => {
    const dados = { nome: 'Estudante de Serra Azul', data_nascimento: '2012-02-02' };
    await aluno({ ...dados, empresa_id: c.sa.id, escola_id: c.domBosco.id, cpf: '11144477735' });
    expect((await enviar('POST', URL, 'empresa', { ...dados, cpf: '11144477735' })).json().duplicados).toEqual([]);
    expect((await enviar('POST', URL, 'empresa2', { ...dados, cpf: '11144477735' })).json().duplicados).toHaveLength(1);
    expect((await enviar('POST', URL, 'gestor', { ...dados, escola_id: c.domBosco.id })).statusCode).toBe(404);
  });

  it('registros anonimizados ou fundidos ficam de fora', async () => {
    const dados = { nome: 'Bento Araújo Reis', data_nascimento: '2011-11-11' };
    await aluno({ ...dados, anonimizado_em: new Date() });
    const mantido = await aluno({ nome: 'Outro', data_nascimento: '2010-10-10' });
    await aluno({ ...dados, fundido_em: new Date(), fundido_no_aluno_id: mantido.id });
    expect((await enviar('POST', URL, 'empresa', dados)).json().duplicados).toEqual([]);
  });
});
