import { describe, expect, it } from 'vitest';
import { adivinharMapeamento, assinaturaDoCabecalho } from './campos';
import { DATA_MENSAGENS, decodificar, detectarSeparador, lerDataDeNascimento } from './texto';
import { LINHA_MENSAGENS, validarLinha } from './validar';

const HOJE = '2026-11-28';

describe('codificação', () => {
  it('lê UTF-8 com e sem BOM', () => {
    const utf8 = Buffer.from('Nome;Mãe\nJoão;Conceição\n', 'utf-8');
    expect(decodificar(utf8)).toEqual({ texto: 'Nome;Mãe\nJoão;Conceição\n', codificacao: 'utf-8' });
    const comBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    expect(decodificar(comBom).texto.startsWith('Nome')).toBe(true);
  });

  it('reconhece Windows-1252 pelo UTF-8 inválido', () => {
    // "João" e "Conceição" como o Excel grava em português: ã = 0xE3, ç = 0xE7.
    const bytes = Buffer.from([0x4a, 0x6f, 0xe3, 0x6f, 0x3b, 0x43, 0x6f, 0x6e, 0x63, 0x65, 0x69, 0xe7, 0xe3, 0x6f]);
    expect(decodificar(bytes)).toEqual({ texto: 'João;Conceição', codificacao: 'windows-1252' });
  });
});

describe('separador', () => {
  it('ponto e vírgula, vírgula, e o que está entre aspas não conta', () => {
    expect(detectarSeparador('Nome;Data de nascimento;Turma')).toBe(';');
    expect(detectarSeparador('Nome,Data de nascimento,Turma')).toBe(',');
    expect(detectarSeparador('"Nome, completo";"Endereço, número"')).toBe(';');
    expect(detectarSeparador('Nome')).toBe(';');
  });
});

describe('cabeçalho', () => {
  it('adivinha os campos por sinônimos, sem acentos, caixa ou pontuação', () => {
    expect(
      adivinharMapeamento([
        'Nome do aluno',
        'Dt. Nasc.',
        'Nome da mãe',
        'Filiação 2',
        'CPF',
        'NIS',
        'Certidão',
        'TURMA',
        'Responsável',
        'CPF do responsável',
        'Telefone do responsável',
        'Parentesco',
        'CEP',
        'Endereço',
        'Nº',
        'Bairro',
        'Sexo',
        'Cor/Raça',
        'Observação',
      ]),
    ).toEqual([
      'nome',
      'data_nascimento',
      'filiacao_1',
      'filiacao_2',
      'cpf',
      'nis',
      'certidao_nascimento',
      'turma',
      'responsavel_1_nome',
      'responsavel_1_cpf',
      'responsavel_1_telefone',
      'responsavel_1_parentesco',
      'cep',
      'endereco',
      'endereco_numero',
      'bairro',
      'sexo',
      'cor_raca',
      null,
    ]);
  });

  it('uma coluna repetida de responsável vai para o segundo; um campo não é dado duas vezes', () => {
    expect(adivinharMapeamento(['Nome', 'Responsável', 'Parentesco', 'Responsável', 'Parentesco', 'Aluno'])).toEqual([
      'nome',
      'responsavel_1_nome',
      'responsavel_1_parentesco',
      'responsavel_2_nome',
      'responsavel_2_parentesco',
      null,
    ]);
  });

  it('a assinatura ignora acentos e caixa', () => {
    expect(assinaturaDoCabecalho(['Nome', 'Data de Nascimento'])).toBe(assinaturaDoCabecalho(['NOME', 'data de nascimento']));
  });
});

describe('datas', () => {
  it('dd/mm/aaaa, com a recusa de cada caso', () => {
    expect(lerDataDeNascimento('05/03/2015', HOJE)).toEqual({ data: '2015-03-05' });
    expect(lerDataDeNascimento('5/3/2015', HOJE)).toEqual({ data: '2015-03-05' });
    expect(lerDataDeNascimento('31/02/2015', HOJE)).toEqual({ erro: DATA_MENSAGENS.inexistente('31/02/2015') });
    expect(lerDataDeNascimento('01/01/2030', HOJE)).toEqual({ erro: DATA_MENSAGENS.futura });
    expect(lerDataDeNascimento('05/03/15', HOJE)).toEqual({ erro: DATA_MENSAGENS.anoCurto });
    expect(lerDataDeNascimento('2015-03-05', HOJE)).toEqual({ erro: DATA_MENSAGENS.formato });
  });
});

describe('linha', () => {
  const valida = {
    nome: '  Ana   Souza ',
    data_nascimento: '10/04/2015',
    cpf: '529.982.247-25',
    sexo: 'F',
    cor_raca: 'PARDA',
    zona: 'Urbana',
    turma: '6º Ano A',
    responsavel_1_nome: 'Maria Souza',
    responsavel_1_parentesco: 'Mãe',
    responsavel_1_cpf: '11144477735',
  };

  it('uma linha válida: documentos em dígitos, categorias pelo rótulo ou pela chave', () => {
    const { aluno, recusas } = validarLinha(valida, HOJE);
    expect(recusas).toEqual([]);
    expect(aluno).toMatchObject({
      nome: 'Ana Souza',
      data_nascimento: '2015-04-10',
      cpf: '52998224725',
      sexo: 'feminino',
      cor_raca: 'parda',
      zona: 'urbana',
      turma: '6º Ano A',
      responsaveis: [{ nome: 'Maria Souza', cpf: '11144477735', parentesco: 'mae', prioridade: 1 }],
    });
  });

  it('cada campo recusado com o seu motivo, e a linha fica toda de fora', () => {
    const { aluno, recusas } = validarLinha(
      {
        nome: '',
        data_nascimento: '31/02/2015',
        cpf: '111.111.111-11',
        nis: '12345678901',
        certidao_nascimento: '123',
        sexo: 'X',
        cep: '123',
        email: 'sem-arroba',
        responsavel_1_cpf: '12345678900',
      },
      HOJE,
    );
    expect(aluno).toBeNull();
    expect(recusas).toEqual(
      expect.arrayContaining([
        { campo: 'nome', mensagem: LINHA_MENSAGENS.nome },
        { campo: 'data_nascimento', mensagem: DATA_MENSAGENS.inexistente('31/02/2015') },
        { campo: 'cpf', mensagem: LINHA_MENSAGENS.cpf },
        { campo: 'nis', mensagem: LINHA_MENSAGENS.nis },
        { campo: 'certidao_nascimento', mensagem: LINHA_MENSAGENS.certidao },
        { campo: 'sexo', mensagem: LINHA_MENSAGENS.categoria('X', 'Masculino, Feminino') },
        { campo: 'cep', mensagem: LINHA_MENSAGENS.cep },
        { campo: 'email', mensagem: LINHA_MENSAGENS.email },
        { campo: 'responsavel_1_nome', mensagem: LINHA_MENSAGENS.responsavelNome(1) },
        { campo: 'responsavel_1_cpf', mensagem: LINHA_MENSAGENS.responsavelCpf(1) },
      ]),
    );
    expect(recusas).toHaveLength(10);
  });

  it('uma célula que parece fórmula é guardada como texto, sem ser interpretada', () => {
    const { aluno } = validarLinha({ ...valida, bairro: '=HYPERLINK("http://x";"clique")' }, HOJE);
    expect(aluno?.bairro).toBe('=HYPERLINK("http://x";"clique")');
  });

  it('CPF lido como número pelo Excel recupera os zeros à esquerda', () => {
    expect(validarLinha({ ...valida, cpf: '5299822472' }, HOJE).recusas).toEqual([
      { campo: 'cpf', mensagem: LINHA_MENSAGENS.cpf },
    ]);
    // 012.345.678-90 sem o zero: válido de novo com ele.
    expect(validarLinha({ ...valida, cpf: '1234567890' }, HOJE).aluno?.cpf).toBe('01234567890');
  });
});
