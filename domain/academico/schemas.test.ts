import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { alunoInput } from '../schemas/aluno';
import { cargaHorariaDoCampo, disciplinaInput } from '../schemas/disciplina';
import { turmaInput } from '../schemas/turma';

const erros = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
};
const ESCOLA = '3f2b8a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';

describe('turmaInput', () => {
  it('names every required field of the class form', () => {
    expect(erros(turmaInput, {})).toEqual({
      nome: 'Nome da turma é obrigatório',
      serie: 'Série é obrigatória',
      turno: 'Turno é obrigatório',
      capacidade: 'Capacidade deve estar entre 1 e 50',
      ano_letivo: 'Ano letivo é obrigatório',
      escola_id: 'Escola é obrigatória',
    });
  });

  it('keeps capacity within 1–50 and makes "nenhum" professor null', () => {
    const base = { nome: '6º Ano C', serie: '6º Ano', turno: 'matutino', ano_letivo: 2026, escola_id: ESCOLA };
    expect(erros(turmaInput, { ...base, capacidade: 50.5 })).toEqual({ capacidade: 'Capacidade deve estar entre 1 e 50' });
    expect(erros(turmaInput, { ...base, capacidade: Number.NaN })).toEqual({ capacidade: 'Capacidade deve estar entre 1 e 50' });
    expect(turmaInput.parse({ ...base, capacidade: 50, professor_responsavel_id: '', observacoes: '  ' })).toMatchObject({
      capacidade: 50,
      professor_responsavel_id: null,
      observacoes: null,
      ativo: true,
    });
  });
});

describe('alunoInput', () => {
  it('requires nome and checks e-mail, INEP (12 digits) and birth date', () => {
    expect(erros(alunoInput, { escola_id: ESCOLA })).toEqual({ nome: 'Nome é obrigatório' });
    expect(
      erros(alunoInput, {
        nome: 'Ana',
        escola_id: ESCOLA,
        email: 'ana@',
        codigo_inep: '12345678901a',
        data_nascimento: '2015-13-01',
      }),
    ).toEqual({
      email: 'E-mail inválido',
      codigo_inep: 'Código INEP deve ter 12 dígitos',
      data_nascimento: 'Data de nascimento inválida',
    });
  });

  it('normalises: trimmed, e-mail lower case, blanks null, status ativo', () => {
    expect(
      alunoInput.parse({ nome: ' Ana Souza ', escola_id: ESCOLA, email: 'Ana@Escola.BR', telefone: '', turma_id: '' }),
    ).toMatchObject({
      nome: 'Ana Souza',
      email: 'ana@escola.br',
      telefone: null,
      turma_id: null,
      usuario_id: null,
      status: 'ativo',
    });
  });
});

describe('disciplinaInput', () => {
  it('gives the four validation messages of the class form', () => {
    expect(erros(disciplinaInput, { nome: '', disciplina: '', serie_ano: '', bimestre: '' })).toEqual({
      nome: 'Nome é obrigatório',
      disciplina: 'Disciplina é obrigatória',
      serie_ano: 'Série/Ano é obrigatório',
      bimestre: 'Bimestre é obrigatório',
    });
  });

  it('carga horária falls back to 0 when not a number', () => {
    expect(cargaHorariaDoCampo('abc')).toBe(0);
    expect(cargaHorariaDoCampo('')).toBe(0);
    expect(cargaHorariaDoCampo('80')).toBe(80);
    expect(
      disciplinaInput.parse({ nome: 'Arte', disciplina: 'artes', serie_ano: '1_ano', bimestre: '1_bimestre' }).carga_horaria,
    ).toBe(0);
  });
});
