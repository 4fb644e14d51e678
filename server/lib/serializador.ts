import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as serializadorZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Rota = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * Response serializer: each route's zod response schema, turned into JSON Schema once, compiled
 * by fast-json-stringify (Fastify's own serializer). Like zod's, it writes only the declared
 * properties — a column the schema does not name never reaches the client — but at a fraction of
 * the CPU: zod's parse plus JSON.stringify was the largest share of serializing a page of rows.
 *
 * fast-json-stringify trusts the data's types (it would print 7.5 for an integer as 7), so with
 * `conferir` (tests and development) every response also goes through zod: a payload that does
 * not match its schema fails there as before, and one the two serializers would print
 * differently fails too. A schema JSON Schema cannot express keeps the zod serializer.
 */
export function criarSerializador({ conferir }: { conferir: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (rota: Rota) => {
    const porZod = serializadorZod(rota);
    let rapido: (dados: unknown) => string;
    try {
      rapido = fastJson(
        z.toJSONSchema(esquemaDe(rota.schema), { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as never,
      );
    } catch {
      return porZod;
    }
    if (!conferir) return rapido;
    return (dados: unknown) => {
      const esperado = porZod(dados);
      const obtido = rapido(dados);
      if (obtido !== esperado && !isDeepStrictEqual(JSON.parse(obtido), JSON.parse(esperado))) {
        throw new Error(
          `${rota.method} ${rota.url}: a serialização rápida difere da do zod\nzod: ${esperado.slice(0, 500)}\nrápida: ${obtido.slice(0, 500)}`,
        );
      }
      return obtido;
    };
  };
}

/** The zod schema of a response (fastify-type-provider-zod accepts it bare or as `properties`). */
function esquemaDe(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const props = (schema as { properties?: unknown } | null)?.properties;
  if (props instanceof z.ZodType) return props;
  throw new Error('esquema de resposta sem zod');
}
