import { describe, expect, it } from 'vitest';
import '../zod-locale';
import { cnpjValido, empresaInputSchema, empresaUpdateSchema, tiposEmpresaPorBusca } from './empresa';

function fieldErrors(input: unknown): Record<string, string> {
  const result = empresaInputSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('cnpjValido', () => {
  it.each(['18457123000111', '03507415000144', '11222333000181', '11444777000161'])('accepts %s', (cnpj) => {
    expect(cnpjValido(cnpj)).toBe(true);
  });

  it.each([
    ['11222333000182', 'wrong second digit'],
    ['11222333000191', 'wrong first digit'],
    ['00000000000000', 'all zeros'],
    ['11111111111111', 'all equal'],
    ['1122233300018', '13 digits'],
    ['112223330001811', '15 digits'],
    ['11.222.333/0001-81', 'punctuation (the schema strips it first)'],
  ])('refuses %s (%s)', (cnpj) => {
    expect(cnpjValido(cnpj)).toBe(false);
  });
});

describe('empresaInputSchema', () => {
  it('needs only nome; tipo defaults to municipio, ativo to true, the rest to null', () => {
    expect(empresaInputSchema.parse({ nome: '  Prefeitura de Lagoa  ' })).toEqual({
      nome: 'Prefeitura de Lagoa',
      tipo: 'municipio',
      cnpj: null,
      email: null,
      telefone: null,
      endereco: null,
      cidade: null,
      estado: null,
      cep: null,
      responsavel_nome: null,
      responsavel_email: null,
      responsavel_telefone: null,
      ativo: true,
    });
  });

  it('turns blank strings into null', () => {
    const parsed = empresaInputSchema.parse({ nome: 'X', email: '  ', cnpj: '', cep: '', estado: '', responsavel_email: '' });
    expect(parsed).toMatchObject({ email: null, cnpj: null, cep: null, estado: null, responsavel_email: null });
  });

  it('stores CNPJ as digits, CEP as 00000-000 and estado in upper case', () => {
    const parsed = empresaInputSchema.parse({ nome: 'X', cnpj: '11.222.333/0001-81', cep: '37500000', estado: 'mg' });
    expect(parsed).toMatchObject({ cnpj: '11222333000181', cep: '37500-000', estado: 'MG' });
    expect(empresaInputSchema.parse({ nome: 'X', cep: '37500-000' }).cep).toBe('37500-000');
  });

  it.each([
    [{}, 'nome', 'Nome é obrigatório'],
    [{ nome: '   ' }, 'nome', 'Nome é obrigatório'],
    [{ nome: null }, 'nome', 'Nome é obrigatório'],
    [{ nome: 'X', tipo: 'escola' }, 'tipo', 'Tipo é obrigatório'],
    [{ nome: 'X', tipo: null }, 'tipo', 'Tipo é obrigatório'],
    [{ nome: 'X', email: 'nao-e-email' }, 'email', 'E-mail inválido'],
    [{ nome: 'X', responsavel_email: 'a@' }, 'responsavel_email', 'E-mail inválido'],
    [{ nome: 'X', estado: 'MGX' }, 'estado', 'Estado deve ter no máximo 2 caracteres'],
    [{ nome: 'X', cep: '1234-567' }, 'cep', 'CEP inválido'],
    [{ nome: 'X', cep: '37500-0000' }, 'cep', 'CEP inválido'],
    [{ nome: 'X', cnpj: '11.222.333/0001-82' }, 'cnpj', 'CNPJ inválido'],
    [{ nome: 'X', cnpj: '1234' }, 'cnpj', 'CNPJ inválido'],
    [{ nome: 'X', cnpj: 'abcdefghijklmn' }, 'cnpj', 'CNPJ inválido'],
    [{ nome: 'X'.repeat(201) }, 'nome', 'Nome deve ter no máximo 200 caracteres'],
  ])('%j → %s: %s', (input, field, message) => {
    expect(fieldErrors(input)[field]).toBe(message);
  });

  it('reports every bad field at once', () => {
    expect(Object.keys(fieldErrors({ email: 'x', estado: 'ABC', cep: '1' })).sort()).toEqual(['cep', 'email', 'estado', 'nome']);
  });
});

describe('empresaUpdateSchema', () => {
  it('needs the version the client loaded', () => {
    expect(empresaUpdateSchema.safeParse({ nome: 'X' }).success).toBe(false);
    expect(empresaUpdateSchema.safeParse({ nome: 'X', updated_at: 'ontem' }).success).toBe(false);
    expect(empresaUpdateSchema.parse({ nome: 'X', updated_at: '2026-11-23T02:00:00.123Z' }).updated_at).toBe(
      '2026-11-23T02:00:00.123Z',
    );
  });
});

describe('tiposEmpresaPorBusca', () => {
  it('matches the labels, ignoring case and accents', () => {
    expect(tiposEmpresaPorBusca('municipio')).toEqual(['municipio']);
    expect(tiposEmpresaPorBusca('MUNICÍ')).toEqual(['municipio']);
    expect(tiposEmpresaPorBusca('esta')).toEqual(['estado']);
    expect(tiposEmpresaPorBusca('e')).toEqual(['estado', 'empresa']);
    expect(tiposEmpresaPorBusca('  ')).toEqual([]);
    expect(tiposEmpresaPorBusca('escola')).toEqual([]);
  });
});
