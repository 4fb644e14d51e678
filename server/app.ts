import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { type Auth, createAuth } from './auth';
import type { Config } from './config';
import type { Database } from './db/client';
import { accessPlugin } from './plugins/access';
import { registroDeAcessosPlugin } from './plugins/registro-de-acessos';
import { criarLeitorDeSessao } from './services/seguranca/cookie-sessao';
import { criarSerializador } from './lib/serializador';
import { UmaLinhaPorRequisicao } from './lib/log-de-acesso';
import { destinoDoLog } from './lib/log-legivel';
import { errorsPlugin } from './plugins/errors';
import { nulPlugin } from './plugins/nul';
import { entradaPlugin } from './plugins/entrada';
import { idempotenciaPlugin } from './plugins/idempotencia';
import { cabecalhosPlugin } from './plugins/cabecalhos';
import { originCheckPlugin } from './plugins/origin-check';
import { auditoriaRoutes } from './routes/auditoria';
import { authBridgeRoutes } from './routes/auth/bridge';
import { bnccRoutes } from './routes/bncc';
import { bnccImportacaoRoutes } from './routes/bncc/importacao';
import { bnccWriteRoutes } from './routes/bncc/write';
import { caixaSaidaRoutes } from './routes/caixa-saida';
import { configuracoesNotificacoesRoutes } from './routes/configuracoes-notificacoes';
import { configuracoesSegurancaRoutes } from './routes/configuracoes-seguranca';
import { doisFatoresRoutes } from './routes/dois-fatores';
import { doisFatoresGatePlugin } from './routes/dois-fatores/gate';
import { empresasRoutes } from './routes/empresas';
import { escolasRoutes } from './routes/escolas';
import { escolaResumoRoutes } from './routes/escolas/resumo';
import { escolasWriteRoutes } from './routes/escolas/write';
import { healthRoutes } from './routes/health';
import { meRoutes } from './routes/me';
import { frequenciasRoutes } from './routes/frequencias';
import { frequenciasChamadaRoutes } from './routes/frequencias/chamada';
import { frequenciasWriteRoutes } from './routes/frequencias/write';
import { navegacaoRoutes } from './routes/navegacao';
import { notasRoutes } from './routes/notas';
import { notasPlanilhaRoutes } from './routes/notas/planilha';
import { notasWriteRoutes } from './routes/notas/write';
import { notificacoesRoutes } from './routes/notificacoes';
import { objetosRoutes } from './routes/objetos-conhecimento';
import { objetosWriteRoutes } from './routes/objetos-conhecimento/write';
import { papeisRoutes } from './routes/papeis';
import { papeisGrantsRoutes } from './routes/papeis/grants';
import { publicoRoutes } from './routes/publico';
import { numerosRoutes } from './routes/publico/numeros';
import { regrasEscolaresRoutes } from './routes/regras-escolares';
import { calendarioRoutes } from './routes/calendario';
import { avaliacoesRoutes } from './routes/avaliacoes';
import { fechamentosBimestraisRoutes } from './routes/fechamentos-bimestrais';
import { fechamentosAnuaisRoutes } from './routes/fechamentos-anuais';
import { pendenciasRoutes } from './routes/pendencias';
import { duplicadosRoutes } from './routes/duplicados';
import { responsaveisRoutes } from './routes/responsaveis';
import { privacidadeRoutes } from './routes/privacidade';
import { conselhosRoutes } from './routes/conselhos';
import { iniciarAvisosDePrazo } from './services/fechamentos/avisos-de-prazo';
import { iniciarVarreduraDePendencias } from './services/pendencias/varredura';
import { iniciarExpurgoDeAcessos } from './services/privacidade/expurgo-acessos';
import { usuariosRoutes } from './routes/usuarios';
import { usuariosWriteRoutes } from './routes/usuarios/write';
import { entregaPlugin } from './services/entrega/plugin';
import { arquivosRoutes } from './routes/arquivos';
import { backupsRoutes } from './routes/backups';
import { configuracoesSistemaRoutes } from './routes/configuracoes-sistema';
import { customizacaoRoutes } from './routes/customizacao';
import { dashboardRoutes } from './routes/dashboard';
import { perfilRoutes } from './routes/perfil';
import { Backups } from './services/backup';
import { iniciarAgendador } from './services/backup/scheduler';
import { iniciarLimpezaDeLogos } from './services/uploads/limpeza';
import { armazenamentoLocal } from './services/storage';
import { relatorioAlunosRoutes } from './routes/relatorio-alunos';
import { boletinsRoutes } from './routes/boletins';
import { verificarRoutes } from './routes/verificar';
import { relatoriosRoutes } from './routes/relatorios';
import { relatoriosWorkerPlugin } from './services/relatorios/plugin';
import { importacoesRoutes } from './routes/importacoes';
import { importacoesWorkerPlugin } from './services/importacoes/plugin';
import { alunosExportarRoutes } from './routes/alunos/exportar';
import { alunosDadosPessoaisRoutes } from './routes/alunos/dados-pessoais';
import { alunosAnonimizarRoutes } from './routes/alunos/anonimizar';
import { documentosSeladosRoutes } from './routes/documentos-selados';
import { retencaoRoutes } from './routes/retencao';
import { chaveDeSelo } from './services/privacidade/selo';
import { iniciarRetencao } from './services/privacidade/retencao';
import { turmasExportarRoutes } from './routes/turmas/exportar';
import { notasExportarRoutes } from './routes/notas/exportar';
import { frequenciasExportarRoutes } from './routes/frequencias/exportar';
import { alunosRoutes } from './routes/alunos';
import { alunosWriteRoutes } from './routes/alunos/write';
import { alunosDadosSensiveisRoutes } from './routes/alunos/dados-sensiveis';
import { municipiosRoutes } from './routes/municipios';
import { atribuicoesRoutes } from './routes/atribuicoes';
import { disciplinasRoutes } from './routes/disciplinas';
import { disciplinasWriteRoutes } from './routes/disciplinas/write';
import { matriculasRoutes } from './routes/matriculas';
import { turmasRoutes } from './routes/turmas';
import { turmasRelacoesRoutes } from './routes/turmas/relacoes';
import { turmasWriteRoutes } from './routes/turmas/write';
import { CODIGOS_DE_ERRO as C } from '../domain/erros';

// GESTAO_DIST_DIR lets a test run serve an interface built elsewhere (two builds side by side).
const DIST_DIR = process.env.GESTAO_DIST_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export interface BuiltApp {
  app: FastifyInstance;
  auth: Auth;
}

/** Builds the Fastify instance; main.ts and the tests build the very same one. */
/** `beforeRoutes` lets tests observe the instance (e.g. an onRoute hook) before any route exists. */
export async function buildApp(
  config: Config,
  database: Database,
  secret: string,
  beforeRoutes?: (app: FastifyInstance) => void,
): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.NODE_ENV === 'test' ? false : { level: config.LOG_LEVEL, stream: destinoDoLog(config) },
    logController: new UmaLinhaPorRequisicao(),
    // request.ip (the sign-in lock, the rate limits, the audit, the access log): the client behind a trusted proxy.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Errors Fastify answers before any route or hook (a malformed '%' escape in the path): the API's shape too.
    frameworkErrors: (erro, _request, reply) => {
      const resposta: FastifyReply = reply;
      void resposta.code(400).send({ error: { code: erro.code || C.requisicaoInvalida, message: 'Endereço inválido.' } });
    },
  });
  beforeRoutes?.(app);
  app.setValidatorCompiler(validatorCompiler);
  // In production, fast-json-stringify alone; elsewhere also zod, to catch a payload off its schema.
  app.setSerializerCompiler(criarSerializador({ conferir: config.NODE_ENV !== 'production' }));

  const { db } = database;
  const auth = createAuth(db, config, secret);

  await app.register(errorsPlugin);
  await app.register(originCheckPlugin, { trustedOrigins: config.trustedOrigins });
  await app.register(accessPlugin, { lerSessao: await criarLeitorDeSessao(auth), db });
  await app.register(registroDeAcessosPlugin, { db });
  await app.register(nulPlugin);
  await app.register(entradaPlugin);
  await app.register(idempotenciaPlugin, { db });
  await app.register(doisFatoresGatePlugin, { db });
  await app.register(entregaPlugin, { db, config });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Gestão Escolar — API',
        version: '1',
        description: 'API do sistema de gestão escolar. Autenticação por cookie de sessão (POST /api/auth/sign-in/email).',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Its own strict CSP for the documentation pages (it loads only its own files).
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(cabecalhosPlugin, { baseUrl: config.baseUrl });

  await app.register(authBridgeRoutes, { auth, baseUrl: config.baseUrl, db });
  await app.register(healthRoutes, { database });
  await app.register(meRoutes, { db });
  await app.register(notificacoesRoutes, { db });
  await app.register(navegacaoRoutes, { db });
  await app.register(publicoRoutes, { db });
  await app.register(numerosRoutes, { db });
  await app.register(escolasRoutes, { db });
  await app.register(empresasRoutes, { db });
  await app.register(escolasWriteRoutes, { db });
  await app.register(escolaResumoRoutes, { db });
  await app.register(papeisRoutes, { db });
  await app.register(papeisGrantsRoutes, { db });
  await app.register(usuariosRoutes, { db });
  await app.register(usuariosWriteRoutes, { db });
  await app.register(bnccRoutes, { db });
  await app.register(bnccWriteRoutes, { db });
  await app.register(bnccImportacaoRoutes, { db });
  await app.register(objetosRoutes, { db });
  await app.register(objetosWriteRoutes, { db });
  await app.register(configuracoesSegurancaRoutes, { db });
  await app.register(configuracoesNotificacoesRoutes, { db });
  await app.register(auditoriaRoutes, { db });
  await app.register(caixaSaidaRoutes, { db, baseUrl: config.baseUrl });
  await app.register(doisFatoresRoutes, { db, auth });

  // Uploads are streamed with per-route size limits (server/services/uploads/receive.ts).
  await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6 } });
  const armazenamento = armazenamentoLocal(config.DATA_DIR);
  const backups = new Backups(database, armazenamento, secret);
  await app.register(arquivosRoutes, { db, armazenamento });
  await app.register(perfilRoutes, { db, armazenamento });
  await app.register(configuracoesSistemaRoutes, { db });
  await app.register(customizacaoRoutes, { db, armazenamento });
  await app.register(dashboardRoutes, { db });
  await app.register(backupsRoutes, { backups });
  // Automatic backups and the removal of logos never applied while the server runs; the tests
  // drive them themselves.
  if (config.NODE_ENV !== 'test') {
    let parar: (() => void) | undefined;
    let pararLimpeza: (() => void) | undefined;
    let pararAvisos: (() => void) | undefined;
    let pararPendencias: (() => void) | undefined;
    let pararRetencao: (() => void) | undefined;
    let pararExpurgo: (() => void) | undefined;
    app.addHook('onReady', async () => {
      parar = iniciarAgendador(backups, app.log);
      pararLimpeza = iniciarLimpezaDeLogos(db, armazenamento.arquivos, app.log);
      pararAvisos = iniciarAvisosDePrazo(db, app.log);
      pararPendencias = iniciarVarreduraDePendencias(db, app.log);
      pararRetencao = iniciarRetencao(db, app.log);
      pararExpurgo = iniciarExpurgoDeAcessos(db, app.log);
    });
    app.addHook('onClose', async () => {
      parar?.();
      pararLimpeza?.();
      pararAvisos?.();
      pararPendencias?.();
      pararRetencao?.();
      pararExpurgo?.();
    });
  }
  await app.register(turmasRoutes, { db });
  await app.register(turmasWriteRoutes, { db });
  await app.register(turmasRelacoesRoutes, { db });
  await app.register(alunosRoutes, { db });
  await app.register(alunosWriteRoutes, { db });
  await app.register(alunosDadosSensiveisRoutes, { db });
  await app.register(municipiosRoutes);
  await app.register(matriculasRoutes, { db });
  await app.register(atribuicoesRoutes, { db });
  await app.register(disciplinasRoutes, { db });
  await app.register(disciplinasWriteRoutes, { db });
  await app.register(notasRoutes, { db });
  await app.register(notasPlanilhaRoutes, { db });
  await app.register(notasWriteRoutes, { db });
  await app.register(frequenciasRoutes, { db });
  await app.register(frequenciasChamadaRoutes, { db });
  await app.register(frequenciasWriteRoutes, { db });
  await app.register(regrasEscolaresRoutes, { db });
  await app.register(calendarioRoutes, { db });
  await app.register(avaliacoesRoutes, { db });
  await app.register(fechamentosBimestraisRoutes, { db });
  await app.register(fechamentosAnuaisRoutes, { db });
  await app.register(pendenciasRoutes, { db });
  await app.register(duplicadosRoutes, { db });
  await app.register(responsaveisRoutes, { db });
  await app.register(privacidadeRoutes, { db });
  await app.register(conselhosRoutes, { db, armazenamento });
  await app.register(relatorioAlunosRoutes, { db, armazenamento });
  await app.register(boletinsRoutes, { db, armazenamento, baseUrl: config.baseUrl });
  await app.register(verificarRoutes, { db });
  await app.register(relatoriosRoutes, { db, armazenamento });
  await app.register(relatoriosWorkerPlugin, { database, armazenamento, config });
  await app.register(importacoesRoutes, { db, armazenamento });
  await app.register(importacoesWorkerPlugin, { db, armazenamento, config });
  await app.register(alunosExportarRoutes, { db });
  await app.register(alunosDadosPessoaisRoutes, { db, armazenamento });
  await app.register(alunosAnonimizarRoutes, { db, armazenamento, chave: chaveDeSelo(secret) });
  await app.register(documentosSeladosRoutes, { db, chave: chaveDeSelo(secret) });
  await app.register(retencaoRoutes, { db });
  await app.register(turmasExportarRoutes, { db });
  await app.register(notasExportarRoutes, { db });
  await app.register(frequenciasExportarRoutes, { db });

  await registerSpa(app);
  return { app, auth };
}

const ASSETS_DIR = path.resolve(DIST_DIR, 'assets') + path.sep;

/**
 * Files under assets/ carry a hash of their content in the name, so a name never changes
 * meaning: cached for a year without asking again. Everything else (index.html, which names
 * the current hashes, the favicon, the theme script) is revalidated on each load.
 */
function cacheDoArquivo(reply: FastifyReply, arquivo: string) {
  reply.header(
    'cache-control',
    path.resolve(arquivo).startsWith(ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

/** Serves the built SPA; any non-API path gets index.html so client routes work on reload. */
async function registerSpa(app: FastifyInstance) {
  const hasDist = fs.existsSync(path.join(DIST_DIR, 'index.html'));
  // Each file was compressed at build (vite.config.ts): the .br or .gz twin goes to a browser
  // that accepts it, with no compression work per request.
  if (hasDist)
    await app.register(fastifyStatic, {
      root: DIST_DIR,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheDoArquivo,
    });
  app.setNotFoundHandler((request, reply) => {
    // A missing file (an old /assets/*.js after a rebuild) is a 404, never the HTML page.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (request.url.startsWith('/api/') || !hasDist || request.method !== 'GET' || isFile) {
      return reply.status(404).send({ error: { code: C.naoEncontrado, message: 'Recurso não encontrado.' } });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
