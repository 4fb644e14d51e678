import { describe, expect, it } from 'vitest';
import { escolaInput, escolaInputAdministrador } from './escola';

const erros = (input: unknown) => {
  const r = escolaInput.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('escolaInput', () => {
  it('accepts just a name and fills the defaults', () => {
    expect(escolaInput.parse({ nome: 'EMEF Nova' })).toEqual({
      nome: 'EMEF Nova',
      empresa_id: null,
      tipo: 'municipal',
      codigo_inep: null,
      endereco: null,
      cidade: null,
      cep: null,
      estado: null,
      telefone: null,
      email: null,
      ativo: true,
    });
  });

  it('keeps a full school, trimmed and normalised', () => {
    const dados = escolaInput.parse({
      nome: '  Escola Estadual Nova  ',
      empresa_id: '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b',
      tipo: 'estadual',
      codigo_inep: '12345678',
      endereco: 'Rua A, 1',
      cidade: 'Vale Verde',
      cep: '37500220',
      estado: 'mg',
      telefone: '(35) 3521-0000',
      email: 'a@b.com.br',
      ativo: false,
    });
    expect(dados).toEqual({
      nome: 'Escola Estadual Nova',
      empresa_id: '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b',
      tipo: 'estadual',
      codigo_inep: '12345678',
      endereco: 'Rua A, 1',
      cidade: 'Vale Verde',
      cep: '37500-220',
      estado: 'MG',
      telefone: '(35) 3521-0000',
      email: 'a@b.com.br',
      ativo: false,
    });
  });

  it('turns blank strings into null', () => {
    const dados = escolaInput.parse({
      nome: 'X',
      empresa_id: '',
      codigo_inep: ' ',
      cep: '',
      estado: '',
      email: '',
      telefone: '  ',
      endereco: '',
      cidade: '',
    });
    expect(dados).toMatchObject({
      empresa_id: null,
      codigo_inep: null,
      cep: null,
      estado: null,
      email: null,
      telefone: null,
      endereco: null,
      cidade: null,
    });
  });

  it('accepts a CEP with the hyphen', () => {
    expect(escolaInput.parse({ nome: 'X', cep: '37500-220' }).cep).toBe('37500-220');
  });

  it.each([
    [{}, 'nome', 'Nome da escola é obrigatório'],
    [{ nome: '' }, 'nome', 'Nome da escola é obrigatório'],
    [{ nome: '   ' }, 'nome', 'Nome da escola é obrigatório'],
    [{ nome: 'X', codigo_inep: '1234567' }, 'codigo_inep', 'Código INEP deve ter 8 dígitos'],
    [{ nome: 'X', codigo_inep: '12345678a' }, 'codigo_inep', 'Código INEP deve ter 8 dígitos'],
    [{ nome: 'X', codigo_inep: 'abcdefgh' }, 'codigo_inep', 'Código INEP deve ter 8 dígitos'],
    [{ nome: 'X', cep: '1234' }, 'cep', 'CEP inválido'],
    [{ nome: 'X', cep: '37500--220' }, 'cep', 'CEP inválido'],
    [{ nome: 'X', cep: '3750a-220' }, 'cep', 'CEP inválido'],
    [{ nome: 'X', estado: 'MGS' }, 'estado', 'Estado deve ter no máximo 2 caracteres'],
    [{ nome: 'X', email: 'nao-e-email' }, 'email', 'E-mail inválido'],
    [{ nome: 'X', email: 'a@b' }, 'email', 'E-mail inválido'],
    [{ nome: 'X', empresa_id: 'abc' }, 'empresa_id', 'Empresa inválida'],
    [{ nome: 'X', tipo: 'particular' }, 'tipo', 'Tipo de escola inválido'],
  ])('%j → %s: %s', (input, campo, mensagem) => {
    expect(erros(input)[campo]).toBe(mensagem);
  });

  it('reports every wrong field at once', () => {
    expect(Object.keys(erros({ nome: '', cep: 'x', email: 'y', estado: 'ABC' })).sort()).toEqual([
      'cep',
      'email',
      'estado',
      'nome',
    ]);
  });

  it('ativo stays false only when explicitly false', () => {
    expect(escolaInput.parse({ nome: 'X' }).ativo).toBe(true);
    expect(escolaInput.parse({ nome: 'X', ativo: false }).ativo).toBe(false);
  });
});

describe('escolaInputAdministrador', () => {
  it('requires the company together with the other fields', () => {
    const r = escolaInputAdministrador.safeParse({ nome: '', empresa_id: '' });
    expect(r.success).toBe(false);
    const campos = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(campos).toEqual({ nome: 'Nome da escola é obrigatório', empresa_id: 'Empresa é obrigatória' });
    expect(escolaInputAdministrador.safeParse({ nome: 'X' }).error?.issues[0]?.message).toBe('Empresa é obrigatória');
  });

  it('accepts a chosen company and keeps the rules of escolaInput', () => {
    const id = '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';
    expect(escolaInputAdministrador.parse({ nome: 'X', empresa_id: id, estado: 'mg' })).toMatchObject({
      empresa_id: id,
      estado: 'MG',
      tipo: 'municipal',
    });
    expect(escolaInputAdministrador.safeParse({ nome: 'X', empresa_id: 'abc' }).error?.issues[0]?.message).toBe(
      'Empresa inválida',
    );
  });
});
