import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REGRAS_MENSAGENS as MSG, regrasDaEmpresaResposta, regrasInput } from '../../../domain/schemas/regras-escolares';
import type { Db } from '../../db/client';
import { disciplinas, regrasEscolares } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { empresaParaEscrever, empresaParaLer, podeEditarDaRede } from '../../policies/configuracoes-da-rede';
import { badRequest, conflict } from '../../lib/errors';
import { gravarNaVersao } from '../../lib/gravacao';
import { auditar } from '../../services/auditoria';
import { rejectInvalid } from '../../lib/validacao';
import { regrasDaEmpresa } from '../../services/regras-escolares';
import { idValido } from '../../lib/parametros';

const tags = ['regras escolares'];

/** The body's school rules (Configurações → Sistema → 'Regras escolares'). */
export const regrasEscolaresRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /** The subject codes the body's subjects use: what 'Disciplinas que não reprovam' offers. */
  async function codigosDaRede(empresaId: string): Promise<string[]> {
    const linhas = await db
      .selectDistinct({ codigo: disciplinas.disciplina })
      .from(disciplinas)
      .where(eq(disciplinas.empresa_id, empresaId))
      .orderBy(asc(disciplinas.disciplina));
    return linhas.map((l) => l.codigo);
  }

  async function carregar(actor: Actor, empresa: { id: string; nome: string }) {
    const regras = await regrasDaEmpresa(db, empresa.id);
    return {
      ...regras,
      disciplinas_da_rede: await codigosDaRede(empresa.id),
      empresa_id: empresa.id,
      empresa_nome: empresa.nome,
      updated_at: regras.updated_at?.toISOString() ?? null,
      pode_editar: podeEditarDaRede(actor, empresa.id),
    };
  }

  app.get('/api/regras-escolares', {
    config: { access: 'own' },
    schema: {
      tags,
      summary:
        'Regras escolares da empresa do usuário (o administrador escolhe a empresa): médias de aprovação e recuperação, frequência mínima, alerta de faltas e as regras do fechamento (nota do bimestre, arredondamento, pesos dos bimestres, recuperação final, disciplinas que não reprovam)',
      querystring: z.object({ empresa_id: idValido().optional() }),
      response: { 200: regrasDaEmpresaResposta },
    },
    handler: async (request) => {
      const { actor, empresa } = await empresaParaLer(db, request, request.query.empresa_id, MSG);
      return carregar(actor, empresa);
    },
  });

  app.put('/api/regras-escolares', {
    config: { access: ['configuracoes', 'atualizar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Salva as regras escolares de uma empresa (administrador: qualquer uma; empresa: a própria); uma regra do fechamento omitida mantém o valor atual; updated_at é a versão carregada',
      body: regrasInput,
      response: { 200: regrasDaEmpresaResposta },
    },
    handler: async (request) => {
      rejectInvalid(request);
      const { empresa_id, updated_at, ...valores } = request.body;
      const { actor, empresa } = await empresaParaEscrever(db, request, empresa_id, MSG);
      const antes = await regrasDaEmpresa(db, empresa.id);
      if (valores.disciplinas_sem_reprovacao?.length) {
        const daRede = new Set(await codigosDaRede(empresa.id));
        const erros: Record<string, string> = {};
        valores.disciplinas_sem_reprovacao.forEach((codigo, i) => {
          if (!daRede.has(codigo)) erros[`disciplinas_sem_reprovacao.${i}`] = MSG.disciplinaDaRede;
        });
        if (Object.keys(erros).length) throw badRequest(MSG.disciplinaDaRede, erros);
      }

      await gravarNaVersao(
        db,
        regrasEscolares,
        { linha: { empresa_id: empresa.id, ...valores }, onde: eq(regrasEscolares.empresa_id, empresa.id), mudancas: valores },
        updated_at,
        () => conflict(MSG.conflito),
      );

      const depois = await carregar(actor, empresa);
      const { updated_at: _a, ...valoresAntes } = antes;
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'regras_escolares',
        entidade_id: empresa.id,
        antes: valoresAntes,
        depois: valores,
      });
      return depois;
    },
  });
};
