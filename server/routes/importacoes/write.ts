import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MOTIVO_MESMO_CPF } from '../../../domain/aluno/duplicados';
import { adivinharMapeamento, assinaturaDoCabecalho } from '../../../domain/importacao/campos';
import {
  IMPORTACAO_MENSAGENS as MSG,
  decisaoInput,
  decisaoResposta,
  importacaoResposta,
  mapeamentoInput,
  uploadQuery,
} from '../../../domain/schemas/importacao';
import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';
import type { Db } from '../../db/client';
import { importacoes, importacoesLinhas, importacoesMapeamentos } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { idParams } from '../../lib/parametros';
import { rejectInvalid } from '../../lib/validacao';
import { can, type Actor } from '../../lib/actor';
import { actorOf } from '../../plugins/access';
import { carregarAlcance, escolaNoAlcance } from '../../policies/alcance';
import { auditar } from '../../services/auditoria';
import { apresentarImportacao, carregarImportacao, exigirGestao } from '../../services/importacoes/carregar';
import { avisarFila } from '../../services/importacoes/fila';
import { abrirArquivo } from '../../services/importacoes/leitura';
import type { Armazenamento } from '../../services/storage';

const tags = ['importacoes'];

/** A network's whole spreadsheet (100,000 students is ~25 MB as CSV) fits with room to spare. */
const LIMITE_MB = 60;

const arquivoRecusado = (mensagem: string, status = 400) =>
  new AppError(status, status === 413 ? C.arquivoGrandeDemais : C.validacao, mensagem, { arquivo: mensagem });

/** The mapping the network chose before for this header, if it still fits the file. */
/**
 * Cor/raça is sensitive data (LGPD, art. 11): written only by who holds `sensiveis.atualizar`, in the
 * import as in the ficha. Without it the guessed mapping leaves that column out, and a mapping that
 * names it is refused.
 */
function semDadosSensiveis<T extends string | null>(mapeamento: T[], actor: Actor): (T | null)[] {
  return can(actor, 'sensiveis', 'atualizar') ? mapeamento : mapeamento.map((c) => (c === 'cor_raca' ? null : c));
}

function exigirPermissaoDosCampos(mapeamento: (string | null)[], actor: Actor) {
  if (mapeamento.includes('cor_raca') && !can(actor, 'sensiveis', 'atualizar'))
    throw badRequest(MSG.semPermissaoSensiveis, { mapeamento: MSG.semPermissaoSensiveis });
}

async function mapeamentoLembrado(db: Db, empresaId: string, cabecalho: string[]) {
  const [m] = await db
    .select({ mapeamento: importacoesMapeamentos.mapeamento })
    .from(importacoesMapeamentos)
    .where(
      and(
        eq(importacoesMapeamentos.empresa_id, empresaId),
        eq(importacoesMapeamentos.assinatura, assinaturaDoCabecalho(cabecalho)),
      ),
    );
  return m && m.mapeamento.length === cabecalho.length ? m.mapeamento : null;
}

export const importacoesEscritaRoutes: FastifyPluginAsyncZod<{ db: Db; armazenamento: Armazenamento }> = async (
  app,
  { db, armazenamento },
) => {
  const arquivos = armazenamento.arquivos;

  app.post('/api/importacoes', {
    config: { access: ['alunos', 'criar'], corpo: 'multipart' },
    schema: {
      tags,
      summary: `Envia a planilha de alunos (CSV em UTF-8 ou Windows-1252, ';' ou ',', ou XLSX; até ${LIMITE_MB} MB) para importar numa escola; responde as colunas e o mapeamento sugerido (ou o lembrado pela rede)`,
      querystring: uploadQuery,
      consumes: ['multipart/form-data'],
      response: { 201: importacaoResposta },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      exigirGestao(a);
      const escola = await escolaNoAlcance(db, a, request.query.escola_id, { naoEncontrada: MSG.escolaNaoEncontrada });
      if (Number(request.headers['content-length'] ?? 0) > (LIMITE_MB + 1) * 1024 * 1024)
        throw arquivoRecusado(MSG.arquivoGrande(LIMITE_MB), 413);
      if (!request.isMultipart()) throw arquivoRecusado(MSG.arquivoAusente);

      const id = crypto.randomUUID();
      let nome = '';
      let formato: 'csv' | 'xlsx' = 'csv';
      let chave = '';
      const hash = crypto.createHash('sha256');
      let tamanho = 0;
      try {
        const part = await request.file({ limits: { fileSize: LIMITE_MB * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
        if (!part || part.fieldname !== 'arquivo') throw arquivoRecusado(MSG.arquivoAusente);
        nome = (part.filename || 'alunos.csv').slice(0, 200);
        const extensao = nome.toLowerCase().split('.').pop();
        if (extensao !== 'csv' && extensao !== 'xlsx' && extensao !== 'txt') throw arquivoRecusado(MSG.arquivoTipo);
        formato = extensao === 'xlsx' ? 'xlsx' : 'csv';
        chave = `importacoes/${id.slice(0, 2)}/${id}.${formato}`;
        // Hashed on the way to the storage: the file is never held whole in memory.
        const contador = new Transform({
          transform(pedaco: Buffer, _enc, pronto) {
            hash.update(pedaco);
            tamanho += pedaco.length;
            pronto(null, pedaco);
          },
        });
        part.file.on('error', (err) => contador.destroy(err));
        await arquivos.put(chave, part.file.pipe(contador));
        if (part.file.truncated) throw arquivoRecusado(MSG.arquivoGrande(LIMITE_MB), 413);
      } catch (err) {
        if (chave) await arquivos.remove(chave);
        if (err instanceof AppError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw arquivoRecusado(MSG.arquivoGrande(LIMITE_MB), 413);
        throw arquivoRecusado(MSG.arquivoAusente);
      }

      let cabecalho: string[];
      try {
        cabecalho = (await abrirArquivo(formato, () => arquivos.read(chave))).cabecalho;
      } catch {
        await arquivos.remove(chave);
        throw arquivoRecusado(MSG.arquivoTipo);
      }
      if (!cabecalho.some((c) => c)) {
        await arquivos.remove(chave);
        throw arquivoRecusado(MSG.semCabecalho);
      }
      const lembrado = await mapeamentoLembrado(db, escola.empresa_id, cabecalho);
      const imp = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(importacoes)
          .values({
            id,
            empresa_id: escola.empresa_id,
            escola_id: escola.id,
            solicitante_id: actor.id,
            solicitante_email: actor.email,
            solicitante_ip: request.ip,
            arquivo_chave: chave,
            nome_arquivo: nome,
            tamanho,
            sha256: hash.digest('hex'),
            formato,
            cabecalho,
            mapeamento: semDadosSensiveis(lembrado ?? adivinharMapeamento(cabecalho), actor),
          })
          .returning();
        await auditar(tx, request, {
          acao: 'enviar',
          entidade: 'importacao',
          entidade_id: id,
          depois: { arquivo: nome, formato, tamanho, sha256: row!.sha256, escola_id: escola.id },
        });
        return row!;
      });
      return reply.status(201).send(await apresentarImportacao(db, imp, !!lembrado));
    },
  });

  app.put('/api/importacoes/:id/mapeamento', {
    config: { access: ['alunos', 'criar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Define o campo de cada coluna (null ignora a coluna); a rede lembra o mapeamento para o próximo arquivo com o mesmo cabeçalho',
      params: idParams,
      body: mapeamentoInput,
      response: { 200: importacaoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      exigirGestao(a);
      const imp = await carregarImportacao(db, a, request.params.id);
      rejectInvalid(request);
      const { mapeamento } = request.body;
      if (mapeamento.length !== imp.cabecalho.length)
        throw badRequest(MSG.mapeamentoColunas, { mapeamento: MSG.mapeamentoColunas });
      exigirPermissaoDosCampos(mapeamento, actorOf(request));
      if (!['enviada', 'aguardando_decisoes', 'falhou'].includes(imp.status)) throw conflict(MSG.naoEditavel);
      const depois = await db.transaction(async (tx) => {
        // New columns make the analysis (and any decision on it) stale: the import waits to be analysed again.
        await tx.delete(importacoesLinhas).where(eq(importacoesLinhas.importacao_id, imp.id));
        const [row] = await tx
          .update(importacoes)
          .set({ mapeamento, status: 'enviada', erro: null, processadas: 0, updated_at: sql`now()` })
          .where(eq(importacoes.id, imp.id))
          .returning();
        await tx
          .insert(importacoesMapeamentos)
          .values({ empresa_id: imp.empresa_id, assinatura: assinaturaDoCabecalho(imp.cabecalho), mapeamento })
          .onConflictDoUpdate({
            target: [importacoesMapeamentos.empresa_id, importacoesMapeamentos.assinatura],
            set: { mapeamento, updated_at: sql`now()` },
          });
        await auditar(tx, request, {
          acao: 'atualizar',
          entidade: 'importacao',
          entidade_id: imp.id,
          antes: { mapeamento: imp.mapeamento },
          depois: { mapeamento },
        });
        return row!;
      });
      return apresentarImportacao(db, depois, true);
    },
  });

  app.post('/api/importacoes/:id/analisar', {
    config: { access: ['alunos', 'criar'], corpo: 'nenhum' },
    schema: {
      tags,
      summary:
        'Começa a análise em segundo plano: cada linha validada, as já importadas e os duplicados (no arquivo e na rede) encontrados',
      params: idParams,
      response: { 202: importacaoResposta },
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      exigirGestao(a);
      const imp = await carregarImportacao(db, a, request.params.id);
      const mapeamento = imp.mapeamento ?? semDadosSensiveis(adivinharMapeamento(imp.cabecalho), actorOf(request));
      const erro = mapeamentoInput.safeParse({ mapeamento }).error?.issues[0]?.message;
      if (erro) throw badRequest(erro, { mapeamento: erro });
      exigirPermissaoDosCampos(mapeamento, actorOf(request));
      const [row] = await db
        .update(importacoes)
        .set({
          status: 'analisando',
          mapeamento,
          erro: null,
          processadas: 0,
          tentativas: 0,
          arrendado_ate: null,
          updated_at: sql`now()`,
        })
        .where(and(eq(importacoes.id, imp.id), inArray(importacoes.status, ['enviada', 'aguardando_decisoes', 'falhou'])))
        .returning();
      if (!row) throw conflict(MSG.naoAnalisavel);
      // The mapping used is the one the network keeps for this header, chosen or accepted as guessed.
      await db
        .insert(importacoesMapeamentos)
        .values({ empresa_id: imp.empresa_id, assinatura: assinaturaDoCabecalho(imp.cabecalho), mapeamento })
        .onConflictDoUpdate({
          target: [importacoesMapeamentos.empresa_id, importacoesMapeamentos.assinatura],
          set: { mapeamento, updated_at: sql`now()` },
        });
      avisarFila();
      return reply.status(202).send(await apresentarImportacao(db, row));
    },
  });

  app.post('/api/importacoes/:id/decisoes', {
    config: { access: ['alunos', 'criar'] },
    attachValidation: true,
    schema: {
      tags,
      summary:
        'Decide as linhas com duplicado: ignorar, atualizar o aluno existente (da escola) ou criar mesmo assim (com motivo; não quando o CPF já é de um aluno)',
      params: idParams,
      body: decisaoInput,
      response: { 200: decisaoResposta },
    },
    handler: async (request) => {
      const a = await carregarAlcance(db, actorOf(request));
      exigirGestao(a);
      const imp = await carregarImportacao(db, a, request.params.id);
      rejectInvalid(request);
      if (imp.status !== 'aguardando_decisoes') throw conflict(MSG.naoAguardando);
      const { numeros, decisao, motivo, aluno_id } = request.body;
      const unicos = [...new Set(numeros)];
      const linhas = await db
        .select()
        .from(importacoesLinhas)
        .where(
          and(
            eq(importacoesLinhas.importacao_id, imp.id),
            inArray(importacoesLinhas.numero, unicos),
            eq(importacoesLinhas.situacao, 'duplicada'),
          ),
        );
      if (linhas.length !== unicos.length) throw badRequest(MSG.linhasNaoDuplicadas, { numeros: MSG.linhasNaoDuplicadas });
      const valores = linhas.map((l) => {
        if (decisao === 'criar' && l.dados?.cpf && l.duplicados.some((d) => d.grau === 'certo' && d.motivo === MOTIVO_MESMO_CPF))
          throw badRequest(MSG.criarComCpf, { decisao: MSG.criarComCpf });
        let alvo: string | null = null;
        if (decisao === 'atualizar') {
          const daRede = l.duplicados.filter((d) => d.aluno_id);
          if (!daRede.length) throw badRequest(MSG.atualizarSemAluno, { decisao: MSG.atualizarSemAluno });
          const escolhido = aluno_id ? daRede.find((d) => d.aluno_id === aluno_id) : daRede[0];
          if (!escolhido) throw badRequest(MSG.alvoInvalido, { aluno_id: MSG.alvoInvalido });
          if (escolhido.escola_id !== imp.escola_id)
            throw badRequest(MSG.atualizarOutraEscola, { decisao: MSG.atualizarOutraEscola });
          alvo = escolhido.aluno_id;
        }
        return { numero: l.numero, decisao, motivo: decisao === 'criar' ? motivo : null, aluno_id: alvo };
      });
      return db.transaction(async (tx) => {
        await tx.execute(sql`
          update ${importacoesLinhas} l set decisao = v.decisao, decisao_motivo = v.motivo, aluno_id = v.aluno_id
          from jsonb_to_recordset(${JSON.stringify(valores)}::jsonb) as v(numero int, decisao text, motivo text, aluno_id uuid)
          where l.importacao_id = ${imp.id}::uuid and l.numero = v.numero`);
        await auditar(tx, request, {
          acao: 'decidir_duplicados',
          entidade: 'importacao',
          entidade_id: imp.id,
          depois: { decisao, linhas: valores.length, motivo: motivo ?? null },
        });
        const pendentes = (await apresentarImportacao(tx, imp)).pendentes;
        return { decididas: valores.length, pendentes };
      });
    },
  });

  app.post('/api/importacoes/:id/executar', {
    config: { access: ['alunos', 'criar'], corpo: 'nenhum' },
    schema: {
      tags,
      summary: 'Importa em segundo plano as linhas válidas e as decididas (cada linha inteira ou nada); acompanhe pelo progresso',
      params: idParams,
      response: { 202: importacaoResposta },
    },
    handler: async (request, reply) => {
      const a = await carregarAlcance(db, actorOf(request));
      exigirGestao(a);
      const imp = await carregarImportacao(db, a, request.params.id);
      if (imp.status !== 'aguardando_decisoes') throw conflict(MSG.naoAguardando);
      const { pendentes } = await apresentarImportacao(db, imp);
      if (pendentes) throw conflict(MSG.pendentes(pendentes));
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(importacoes)
          .set({
            status: 'importando',
            processadas: 0,
            tentativas: 0,
            arrendado_ate: null,
            iniciada_em: sql`now()`,
            updated_at: sql`now()`,
          })
          .where(and(eq(importacoes.id, imp.id), eq(importacoes.status, 'aguardando_decisoes')))
          .returning();
        if (!row) throw conflict(MSG.naoAguardando);
        await auditar(tx, request, {
          acao: 'iniciar_importacao',
          entidade: 'importacao',
          entidade_id: imp.id,
          depois: {
            arquivo: imp.nome_arquivo,
            escola_id: imp.escola_id,
            linhas: imp.total_linhas,
            validas: imp.validas,
            duplicadas: imp.duplicadas,
            recusadas: imp.recusados,
          },
        });
        return row;
      });
      avisarFila();
      return reply.status(202).send(await apresentarImportacao(db, row));
    },
  });
};
