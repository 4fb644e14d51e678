import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { criarSerializador } from './serializador';

const esquema = z.object({
  id: z.string().uuid(),
  nome: z.string(),
  nota: z.number().nullable(),
  faltas: z.number().int(),
  status: z.enum(['ativo', 'inativo']),
  apelido: z.string().optional(),
  turmas: z.array(z.object({ id: z.string(), capacidade: z.number().int() })),
  totais: z.record(z.string(), z.number()),
  origem: z.union([z.object({ tipo: z.literal('escola'), escola_id: z.string() }), z.object({ tipo: z.literal('rede') })]),
});
const rota = { schema: esquema, method: 'GET', url: '/api/teste', httpStatus: '200' };
const dados = {
  id: '0b6f8f7e-2f6d-4c43-9a57-3c8a3a2b6b10',
  nome: 'Ana "Bia" Souza\nSegunda linha — ç',
  nota: null,
  faltas: 3,
  status: 'ativo',
  turmas: [{ id: 't1', capacidade: 30, senha: 'x' }],
  totais: { aulas: 10, faltas: 1 },
  origem: { tipo: 'escola', escola_id: 'e1' },
  // A column the schema does not declare: it must never reach the client.
  senha_hash: 'segredo',
};

describe('response serializer', () => {
  for (const conferir of [false, true]) {
    it(`prints only the declared properties, as zod would${conferir ? ' (checking against zod)' : ''}`, () => {
      const json = criarSerializador({ conferir })(rota)(dados);
      expect(json).not.toContain('segredo');
      expect(JSON.parse(json)).toEqual({
        id: dados.id,
        nome: dados.nome,
        nota: null,
        faltas: 3,
        status: 'ativo',
        turmas: [{ id: 't1', capacidade: 30 }],
        totais: { aulas: 10, faltas: 1 },
        origem: { tipo: 'escola', escola_id: 'e1' },
      });
    });
  }

  it('refuses, while checking, a payload off its schema (tests and development)', () => {
    const serializar = criarSerializador({ conferir: true })(rota);
    expect(() => serializar({ ...dados, faltas: 2.5 })).toThrow();
    expect(() => serializar({ ...dados, nome: undefined })).toThrow();
  });

  it('fails in production too when a required property is missing', () => {
    expect(() => criarSerializador({ conferir: false })(rota as never)({ ...dados, nome: undefined })).toThrow();
  });
});
