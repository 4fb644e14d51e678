import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RETENCAO_RELATORIOS_PADRAO } from '../../../domain/relatorios/catalogo';
import { versaoConfiguracao } from '../../../domain/schemas/geral';
import { configuracaoRelatoriosInput, configuracaoRelatoriosResposta } from '../../../domain/schemas/relatorio';
import type { Db } from '../../db/client';
import { RECUSA_SOMENTE_ADMINISTRADOR } from '../../policies/somente-administrador';
import { auditar } from '../../services/auditoria';
import { readSettingVersioned, writeSettingIfVersion } from '../../services/setting-version';

const tags = ['relatorios'];
/** The platform's setting (Configurações › Backup), like the backups': an empresa's grant does not open it. */
const ACESSO = {
  permissao: ['configuracoes', 'gerenciar'],
  somenteAdministrador: RECUSA_SOMENTE_ADMINISTRADOR.relatorios,
} as const;
/** The key the worker reads (services/relatorios/fila.ts, lerRetencao) when a job completes. */
const CHAVE = 'relatorios';

/** How long generated report files are kept: read and saved with its version, administrador only. */
export const relatoriosConfiguracaoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ler = () => readSettingVersioned(db, CHAVE, configuracaoRelatoriosInput, { retencaoDias: RETENCAO_RELATORIOS_PADRAO });

  app.get('/api/relatorios/configuracao', {
    config: { access: ACESSO },
    schema: {
      tags,
      summary: 'Por quantos dias os arquivos dos relatórios gerados ficam guardados, e a versão da configuração',
      response: { 200: configuracaoRelatoriosResposta },
    },
    handler: async () => {
      const { valor, updated_at } = await ler();
      return { ...valor, updated_at };
    },
  });

  app.put('/api/relatorios/configuracao', {
    config: { access: ACESSO },
    schema: {
      tags,
      summary:
        'Salva a retenção (1 a 90 dias), que vale para os relatórios concluídos depois da mudança; updated_at é a versão carregada (null se nunca salva; 409 se mudou)',
      body: configuracaoRelatoriosInput.extend({ updated_at: versaoConfiguracao }),
      response: { 200: configuracaoRelatoriosResposta },
    },
    handler: async (request) => {
      const { updated_at: versao, ...valor } = request.body;
      const antes = await ler();
      const updated_at = await writeSettingIfVersion(db, CHAVE, valor, versao);
      await auditar(db, request, {
        acao: 'atualizar',
        entidade: 'configuracao',
        entidade_id: CHAVE,
        antes: antes.valor,
        depois: valor,
      });
      return { ...valor, updated_at };
    },
  });
};
