import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DADOS_SENSIVEIS_MENSAGENS as MSG,
  type DadosSensiveis,
  dadosSensiveisResposta,
  dadosSensiveisUpdate,
} from '../../../domain/schemas/aluno-dados-sensiveis';
import type { Db, Tx } from '../../db/client';
import { alunos, alunosDadosSensiveis } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { gravarNaVersao } from '../../lib/gravacao';
import { idParams } from '../../lib/parametros';
import { rejectInvalid } from '../../lib/validacao';
import { carregarAlcance } from '../../policies/alcance';
import { alunosNoEscopo } from '../../policies/alunos';
import { actorOf } from '../../plugins/access';
import { dadosPessoaisDoAluno } from '../../plugins/registro-de-acessos';
import { auditar } from '../../services/auditoria';

const tags = ['alunos'];

const CAMPOS = ['cor_raca', 'deficiencias', 'apoios', 'alergias', 'medicamentos', 'restricoes'] as const;

async function carregarDadosSensiveis(db: Db | Tx, alunoId: string): Promise<DadosSensiveis> {
  const [linha] = await db.select().from(alunosDadosSensiveis).where(eq(alunosDadosSensiveis.aluno_id, alunoId));
  if (!linha)
    return {
      aluno_id: alunoId,
      cor_raca: null,
      deficiencias: [],
      apoios: {},
      alergias: null,
      medicamentos: null,
      restricoes: null,
      updated_at: null,
    };
  return {
    aluno_id: linha.aluno_id,
    cor_raca: linha.cor_raca,
    deficiencias: linha.deficiencias,
    apoios: linha.apoios,
    alergias: linha.alergias,
    medicamentos: linha.medicamentos,
    restricoes: linha.restricoes,
    updated_at: linha.updated_at.toISOString(),
  };
}

/**
 * The sensitive data of the ficha (LGPD, art. 11), behind their own permission: each read goes to the
 * access log; each change is audited naming the fields changed, never their values (the audit log is read
 * by more people than the sensitive data).
 */
export const alunosDadosSensiveisRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** The student in the reader's scope (a professor writes only those enrolled in its classes now); else 404. */
  const alunoDoEscopo = async (request: FastifyRequest, id: string, escrita: boolean) => {
    const { scope } = await carregarAlcance(db, actorOf(request));
    const [aluno] = await db
      .select({ id: alunos.id, empresa_id: alunos.empresa_id })
      .from(alunos)
      .where(and(eq(alunos.id, id), alunosNoEscopo(scope, { escrita })));
    if (!aluno) throw notFound(MSG.naoEncontrado);
    return aluno;
  };

  app.get('/api/alunos/:id/dados-sensiveis', {
    config: { access: ['sensiveis', 'ler'], dadosPessoais: dadosPessoaisDoAluno('dados_sensiveis') },
    schema: {
      tags,
      summary: 'Dados sensíveis do aluno (cor/raça, deficiências e apoios, saúde); cada leitura vai ao registro de acessos',
      params: idParams,
      response: { 200: dadosSensiveisResposta },
    },
    handler: async (request) => carregarDadosSensiveis(db, (await alunoDoEscopo(request, request.params.id, false)).id),
  });

  app.put('/api/alunos/:id/dados-sensiveis', {
    config: { access: ['sensiveis', 'atualizar'], dadosPessoais: dadosPessoaisDoAluno('dados_sensiveis') },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Grava os dados sensíveis do aluno; updated_at é a versão carregada (null na primeira gravação; 409 se outra pessoa alterou)',
      params: idParams,
      body: dadosSensiveisUpdate,
      response: { 200: dadosSensiveisResposta },
    },
    handler: async (request) => {
      const aluno = await alunoDoEscopo(request, request.params.id, true);
      rejectInvalid(request);
      const { updated_at, ...dados } = request.body;
      return db.transaction(async (tx) => {
        const antes = await carregarDadosSensiveis(tx, aluno.id);
        await gravarNaVersao(
          tx,
          alunosDadosSensiveis,
          {
            linha: { aluno_id: aluno.id, empresa_id: aluno.empresa_id, ...dados },
            onde: eq(alunosDadosSensiveis.aluno_id, aluno.id),
            mudancas: dados,
          },
          updated_at,
          () => conflict(MSG.conflito),
        );
        const depois = await carregarDadosSensiveis(tx, aluno.id);
        const alterados = CAMPOS.filter((c) => JSON.stringify(antes[c]) !== JSON.stringify(depois[c]));
        await auditar(tx, request, {
          acao: 'atualizar',
          entidade: 'aluno_dados_sensiveis',
          entidade_id: aluno.id,
          depois: { campos_alterados: alterados },
        });
        return depois;
      });
    },
  });
};
