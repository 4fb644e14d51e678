import crypto from 'node:crypto';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { TITULAR_MENSAGENS as MSG } from '../../../domain/schemas/privacidade-titular';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import {
  alunos,
  alunosResponsaveis,
  arquivos,
  caixaSaida,
  chavesIdempotencia,
  notificacoes,
  relatorios,
  solicitacoesTitulares,
  usuarios,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { auditar } from '../auditoria';
import { ident } from '../backup/catalog';
import { carregarIdentidadeDoDocumento } from '../documentos/identidade';
import type { Armazenamento } from '../storage';
import { type Substituicao, substituicoesDoAluno, substituirTexto } from './anonimizacao-textos';
import { carregarRetencao } from './configuracao-retencao';
import { excluirSeSemFilhos } from '../responsaveis/acoes';
import { apagarAcessosDaConta } from './expurgo-acessos';
import { listarMencoes, pessoasDoTitular, reescreverMencoes } from './mencoes';
import { type DocumentoSelado, selarGuardaLegal } from './selagem';
import type { ChaveDeSelo } from './selo';
import { FONTES_POR_CHAVE, FONTES_SEM_CHAVE, type Titular } from './titular-fontes';
import { carregarTitular } from './titular-exportacao';

const LETRAS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short code that names the anonymised student from now on ('Aluno anonimizado K7Q2XM'). */
function novoCodigo(): string {
  return [...crypto.randomBytes(6)].map((b) => LETRAS[b % LETRAS.length]).join('');
}

export interface Anonimizacao {
  codigo: string;
  nome: string;
  selados: DocumentoSelado[];
  removidos: Record<string, number>;
  reescritos: Record<string, number>;
}

interface Contexto {
  armazenamento: Armazenamento;
  chave: ChaveDeSelo;
  request: FastifyRequest;
  motivo: string;
  /** The ids of the mentions (mencoes.ts) the operator reviewed and approved for rewriting. */
  mencoes: readonly string[];
  agora?: Date;
}

const somar = (r: Record<string, number>, tabela: string, n: number) => {
  if (n) r[tabela] = (r[tabela] ?? 0) + n;
};

async function apagar(tx: Tx, tabela: string, onde: ReturnType<typeof sql>): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    tx,
    sql`with apagadas as (delete from ${sql.raw(ident(tabela))} where ${onde} returning 1) select count(*)::int as n from apagadas`,
  );
  return r?.n ?? 0;
}

/**
 * The rows kept but known to be about the student (they point at it or at its account) get every
 * personal value replaced, the birth date and the matrícula number included: the notifications
 * pointing at it, the messages sent to its account, the answers kept for a repeated request about
 * it, the data-subject requests made for it (whose requester is a family member: the name goes
 * too). Not the audit log: its entries are the network's evidence of what was done, and stay as
 * written.
 */
async function reescreverVinculadas(tx: Tx, t: Titular, subs: readonly Substituicao[], r: Record<string, number>) {
  const semChave = (tabela: string) =>
    sql.join(
      FONTES_SEM_CHAVE.filter((f) => f.tabela === tabela).map((f) => sql`(${f.onde(t)})`),
      sql` or `,
    );

  const avisos = await tx.select().from(notificacoes).where(semChave('notificacoes'));
  for (const n of avisos)
    await tx
      .update(notificacoes)
      .set({ titulo: substituirTexto(n.titulo, subs), mensagem: substituirTexto(n.mensagem, subs) })
      .where(eq(notificacoes.id, n.id));
  somar(r, 'notificacoes', avisos.length);

  // Only the account's own: a message to an address typed in the record may be anyone's (another network's user's).
  const mensagens = t.usuario_id ? await tx.select().from(caixaSaida).where(eq(caixaSaida.usuario_id, t.usuario_id)) : [];
  for (const m of mensagens)
    await tx
      .update(caixaSaida)
      .set({
        para: '[destinatário removido]',
        assunto: substituirTexto(m.assunto, subs),
        corpo_texto: substituirTexto(m.corpo_texto, subs),
        corpo_html: m.corpo_html ? substituirTexto(m.corpo_html, subs) : null,
      })
      .where(eq(caixaSaida.id, m.id));
  somar(r, 'caixa_saida', mensagens.length);

  const respostas = await tx.select().from(chavesIdempotencia).where(semChave('chaves_idempotencia'));
  for (const c of respostas)
    await tx
      .update(chavesIdempotencia)
      .set({ resposta: c.resposta ? substituirTexto(c.resposta, subs) : null })
      .where(eq(chavesIdempotencia.id, c.id));
  somar(r, 'chaves_idempotencia', respostas.length);

  const pedidos = await tx.select().from(solicitacoesTitulares).where(eq(solicitacoesTitulares.aluno_id, t.aluno_id));
  for (const p of pedidos)
    await tx
      .update(solicitacoesTitulares)
      .set({
        solicitante_nome: '[solicitante removido]',
        descricao: p.descricao ? substituirTexto(p.descricao, subs) : null,
        resposta: p.resposta ? substituirTexto(p.resposta, subs) : null,
      })
      .where(eq(solicitacoesTitulares.id, p.id));
  somar(r, 'solicitacoes_titulares', pedidos.length);
}

/** The columns of a student row with nothing personal left (the name and registration number are the caller's). */
function semDadosPessoais(agora: Date) {
  return {
    usuario_id: null,
    email: null,
    telefone: null,
    data_nascimento: null,
    endereco: null,
    endereco_numero: null,
    endereco_complemento: null,
    bairro: null,
    cep: null,
    municipio_ibge: null,
    zona: null,
    codigo_inep: null,
    filiacao_1: null,
    filiacao_2: null,
    filiacao_nao_declarada: false,
    sexo: null,
    nacionalidade: null,
    pais_nascimento: null,
    municipio_nascimento_ibge: null,
    cpf: null,
    nis: null,
    certidao_nascimento: null,
    certidao_livro: null,
    certidao_folha: null,
    certidao_termo: null,
    rg: null,
    transporte_publico: null,
    transporte_poder: null,
    transporte_veiculos: [],
    status: 'inativo' as const,
    anonimizado_em: agora,
    updated_at: agora,
  };
}

/**
 * Anonymises a student, in one transaction, for good: seals what the law makes the network keep
 * (selagem.ts), deletes the rest of its school life and its sign-in account (with the profile
 * photo), replaces its personal data in the rows that point at it and in the free text of its
 * network the operator reviewed and approved (mencoes.ts: an approved id no longer listed is a
 * 400), and leaves its row as 'Aluno anonimizado <código>' with nothing else, out of every list and
 * search. Nothing outside its network changes, nor the network's registry, nor the audit log. A
 * second call finds it anonymised (409). Files (the photo, reports that may list the student) are
 * removed from storage after the commit: storage is not transactional, and a file left behind is
 * only an orphan.
 */
export async function anonimizarAluno(db: Db, alunoId: string, ctx: Contexto): Promise<Anonimizacao> {
  const agora = ctx.agora ?? new Date();
  const actor = ctx.request.actor;
  const [rede] = await db.select({ empresa_id: alunos.empresa_id }).from(alunos).where(eq(alunos.id, alunoId));
  if (!rede) throw notFound(MSG.alunoNaoEncontrado);
  const identidade = await carregarIdentidadeDoDocumento(db, ctx.armazenamento.arquivos, rede.empresa_id);
  const { resultado, arquivosParaRemover } = await db.transaction(async (tx) => {
    const [aluno] = await tx.select().from(alunos).where(eq(alunos.id, alunoId)).for('update');
    if (!aluno) throw notFound(MSG.alunoNaoEncontrado);
    if (aluno.anonimizado_em) throw conflict(MSG.jaAnonimizado);
    const t = (await carregarTitular(tx, alunoId))!;
    const [conta] = aluno.usuario_id ? await tx.select().from(usuarios).where(eq(usuarios.id, aluno.usuario_id)) : [];
    const codigo = novoCodigo();
    const pseudonimo = { nome: `Aluno anonimizado ${codigo}`, matricula: `ANON-${codigo}` };
    const subs = substituicoesDoAluno(await pessoasDoTitular(tx, t), pseudonimo);
    // Read again here, and held: what was approved must still be listed, in the student's network, with the name in it.
    const encontradas = new Map((await listarMencoes(tx, t, subs, { bloquear: true })).map((m) => [m.id, m]));
    const aprovadas = [...new Set(ctx.mencoes)].map((id) => encontradas.get(id));
    if (aprovadas.some((m) => !m)) throw badRequest(MSG.mencaoForaDaLista, { mencoes: MSG.mencaoForaDaLista });

    const { valor: retencao } = await carregarRetencao(tx, aluno.empresa_id);
    const selados = await selarGuardaLegal(tx, {
      chave: ctx.chave,
      identidade,
      aluno,
      seladoPor: actor?.id ?? null,
      diarioAnos: retencao.diario_classe_anos,
      agora,
    });

    const removidos: Record<string, number> = {};
    const reescritos: Record<string, number> = {};
    await reescreverVinculadas(tx, t, subs, reescritos);
    // The records merged into the student are the same child's: their rows go with the student's.
    const doAluno = [
      alunoId,
      ...(await tx.select({ id: alunos.id }).from(alunos).where(eq(alunos.fundido_no_aluno_id, alunoId))).map((f) => f.id),
    ];
    // The guardians, read before their links go: each one left with no other child is deleted after.
    const guardioes = await tx
      .selectDistinct({ id: alunosResponsaveis.responsavel_id })
      .from(alunosResponsaveis)
      .where(inArray(alunosResponsaveis.aluno_id, doAluno));
    for (const f of FONTES_POR_CHAVE.filter(
      (f) => f.referencia === 'alunos' && (f.destino === 'selar' || f.destino === 'apagar'),
    ))
      somar(removidos, f.tabela, await apagar(tx, f.tabela, sql`${sql.raw(ident(f.coluna))} in ${doAluno}`));
    for (const g of guardioes) somar(removidos, 'responsaveis', (await excluirSeSemFilhos(tx, g.id)) ? 1 : 0);
    const tratadasAParte = ['relatorios', 'responsaveis'];
    for (const f of FONTES_SEM_CHAVE.filter((f) => f.destino === 'apagar' && !tratadasAParte.includes(f.tabela))) {
      // The access log refuses deletes but through its database function for a student's own account.
      if (f.tabela === 'acessos_dados_pessoais')
        somar(removidos, f.tabela, t.usuario_id ? await apagarAcessosDaConta(tx, t.usuario_id) : 0);
      else somar(removidos, f.tabela, await apagar(tx, f.tabela, f.onde(t)));
    }

    // Reports are files: one of the network made since the student was registered may list it. They
    // are regenerated on request; the list shows them expired.
    const [fonteRelatorios] = FONTES_SEM_CHAVE.filter((f) => f.tabela === 'relatorios');
    const vencidos = await tx
      .select({ id: relatorios.id, chave: relatorios.arquivo_chave })
      .from(relatorios)
      .where(
        and(
          isNotNull(relatorios.arquivo_chave),
          sql`(${and(eq(relatorios.empresa_id, aluno.empresa_id), gte(relatorios.created_at, aluno.created_at))} or ${fonteRelatorios!.onde(t)})`,
        ),
      );
    if (vencidos.length)
      await tx
        .update(relatorios)
        .set({ arquivo_chave: null, expira_em: agora })
        .where(
          inArray(
            relatorios.id,
            vencidos.map((v) => v.id),
          ),
        );
    somar(removidos, 'relatorios', vencidos.length);
    const paraRemover = { arquivos: [] as string[], relatorios: vencidos.map((v) => v.chave!) };

    if (conta) {
      const fotos = await tx.delete(arquivos).where(eq(arquivos.usuario_id, conta.id)).returning({ chave: arquivos.chave });
      paraRemover.arquivos.push(...fotos.map((f) => f.chave));
      somar(removidos, 'arquivos', fotos.length);
      const proprios = await tx
        .select({ chave: relatorios.arquivo_chave })
        .from(relatorios)
        .where(and(eq(relatorios.solicitante_id, conta.id), isNotNull(relatorios.arquivo_chave)));
      paraRemover.relatorios.push(...proprios.map((p) => p.chave!));
      // Sessions, credentials, second factor, notifications, preferences… follow the account (cascade).
      await tx.delete(usuarios).where(eq(usuarios.id, conta.id));
      somar(removidos, 'usuarios', 1);
    }

    for (const [tabela, n] of Object.entries(
      await reescreverMencoes(
        tx,
        aprovadas.filter((m) => m !== undefined),
        subs,
      ),
    ))
      somar(reescritos, tabela, n);
    await tx
      .update(alunos)
      .set({ ...semDadosPessoais(agora), nome: pseudonimo.nome, matricula: pseudonimo.matricula })
      .where(eq(alunos.id, alunoId));
    // A record merged into the student is the same child's, kept so that the merge can be undone: it
    // goes with the student (its name and documents cleared; the rows it still holds, which the kept
    // record had under the same key, deleted like the student's own).
    const fundidos = await tx
      .update(alunos)
      .set({
        ...semDadosPessoais(agora),
        nome: pseudonimo.nome,
        matricula: sql`${pseudonimo.matricula} || '-' || left(${alunos.id}::text, 8)`,
      })
      .where(eq(alunos.fundido_no_aluno_id, alunoId))
      .returning({ id: alunos.id });
    somar(reescritos, 'alunos', fundidos.length);

    const resultado: Anonimizacao = { codigo, nome: pseudonimo.nome, selados, removidos, reescritos };
    await auditar(tx, ctx.request, {
      acao: 'anonimizar',
      entidade: 'aluno',
      entidade_id: alunoId,
      depois: {
        codigo,
        // The reason may name the student: it is kept with the names replaced.
        motivo: substituirTexto(ctx.motivo, subs),
        selados: selados.map((s) => ({ id: s.id, classe: s.classe, titulo: s.titulo })),
        removidos,
        reescritos,
        mencoes: { listadas: encontradas.size, aprovadas: aprovadas.length },
      },
    });
    return { resultado, arquivosParaRemover: paraRemover };
  });

  for (const chave of arquivosParaRemover.arquivos) await removerArquivo(ctx, 'arquivos', chave);
  for (const chave of arquivosParaRemover.relatorios) await removerArquivo(ctx, 'relatorios', chave);
  return resultado;
}

async function removerArquivo(ctx: Contexto, onde: 'arquivos' | 'relatorios', chave: string) {
  try {
    await ctx.armazenamento[onde].remove(chave);
  } catch (err) {
    ctx.request.log.error({ err, chave }, 'anonimização: arquivo não removido do armazenamento');
  }
}
