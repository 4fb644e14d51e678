import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { normalizarNome } from '../../../domain/aluno/nome';
import {
  type AtualizarResponsavel,
  RESPONSAVEL_MENSAGENS as MSG,
  type ResponsavelDoAluno,
  type VincularResponsavel,
} from '../../../domain/schemas/responsavel';
import type { Db, Tx } from '../../db/client';
import { alunosResponsaveis, responsaveis } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { atualizarNaVersao, gravarSemDuplicar, versaoInicial } from '../../lib/gravacao';
import { recusarCampos } from '../../lib/validacao';
import type { Alcance } from '../../policies/alcance';
import { responsaveisParaVincular } from '../../policies/responsaveis';
import { auditar } from '../auditoria';
import { carregarResponsaveisDoAluno } from './carregar';

/** The student the route found in the actor's reach, to write. */
interface AlunoAlvo {
  id: string;
  empresa_id: string;
}

const CPF_UQ = 'responsaveis_empresa_cpf_uq';

async function umDoAluno(tx: Tx, alunoId: string, responsavelId: string): Promise<ResponsavelDoAluno> {
  const [linha] = await carregarResponsaveisDoAluno(tx, alunoId, responsavelId);
  if (!linha) throw notFound(MSG.naoEncontrado);
  return linha;
}

/**
 * The person to link: the one named (in the actor's reach, or found by its whole CPF), or the guardian of
 * the network with the CPF typed when it carries the same name, or a new person. The same CPF under
 * another name is refused rather than guessed: it is a typing error or a person to check at the desk.
 */
async function pessoaParaVincular(tx: Tx, a: Alcance, aluno: AlunoAlvo, dados: VincularResponsavel): Promise<string> {
  if (dados.responsavel_id) {
    const [achado] = await tx
      .select({ id: responsaveis.id })
      .from(responsaveis)
      .where(and(eq(responsaveis.id, dados.responsavel_id), responsaveisParaVincular(a.scope, aluno.empresa_id, dados.cpf)));
    if (!achado) throw notFound(MSG.naoEncontrado);
    return achado.id;
  }
  const nome = dados.nome!;
  if (dados.cpf) {
    const [mesmoCpf] = await tx
      .select({ id: responsaveis.id, nome: responsaveis.nome })
      .from(responsaveis)
      .where(and(eq(responsaveis.empresa_id, aluno.empresa_id), eq(responsaveis.cpf, dados.cpf)))
      .for('update');
    if (mesmoCpf) {
      if (normalizarNome(mesmoCpf.nome) !== normalizarNome(nome)) recusarCampos({ cpf: MSG.cpfDeOutraPessoa });
      return mesmoCpf.id;
    }
  }
  const [criada] = await gravarSemDuplicar(
    tx
      .insert(responsaveis)
      .values({
        empresa_id: aluno.empresa_id,
        nome,
        cpf: dados.cpf,
        telefone: dados.telefone,
        telefone_2: dados.telefone_2,
        email: dados.email,
        updated_at: versaoInicial(),
      })
      .returning({ id: responsaveis.id }),
    () => badRequest(MSG.cpfDuplicado, { cpf: MSG.cpfDuplicado }),
    CPF_UQ,
  );
  return criada!.id;
}

/** Links a guardian (existing or new) to the student, in one transaction with its audit row. */
export async function vincularResponsavel(
  db: Db,
  request: FastifyRequest,
  a: Alcance,
  aluno: AlunoAlvo,
  dados: VincularResponsavel,
): Promise<ResponsavelDoAluno> {
  return db.transaction(async (tx) => {
    const responsavelId = await pessoaParaVincular(tx, a, aluno, dados);
    const [vinculo] = await tx
      .insert(alunosResponsaveis)
      .values({
        empresa_id: aluno.empresa_id,
        aluno_id: aluno.id,
        responsavel_id: responsavelId,
        parentesco: dados.parentesco,
        responsavel_legal: dados.responsavel_legal,
        mora_com_aluno: dados.mora_com_aluno,
        autorizado_buscar: dados.autorizado_buscar,
        prioridade: dados.prioridade,
        updated_at: versaoInicial(),
      })
      .onConflictDoNothing()
      .returning({ id: alunosResponsaveis.id });
    if (!vinculo) throw badRequest(MSG.jaVinculado);
    const depois = await umDoAluno(tx, aluno.id, responsavelId);
    await auditar(tx, request, { acao: 'vincular_responsavel', entidade: 'aluno', entidade_id: aluno.id, depois });
    return depois;
  });
}

/**
 * Edits the link and the person (the same person for every child it is linked to), each at the version
 * the screen loaded: 409 when either changed since.
 */
export async function atualizarResponsavel(
  db: Db,
  request: FastifyRequest,
  aluno: AlunoAlvo,
  antes: ResponsavelDoAluno,
  dados: AtualizarResponsavel,
): Promise<ResponsavelDoAluno> {
  const { updated_at, responsavel_updated_at, nome, cpf, telefone, telefone_2, email, ...vinculo } = dados;
  return db.transaction(async (tx) => {
    await atualizarNaVersao(
      tx,
      alunosResponsaveis,
      and(eq(alunosResponsaveis.aluno_id, aluno.id), eq(alunosResponsaveis.responsavel_id, antes.id)),
      vinculo,
      updated_at,
      () => conflict(MSG.conflito),
    );
    await gravarSemDuplicar(
      atualizarNaVersao(
        tx,
        responsaveis,
        eq(responsaveis.id, antes.id),
        { nome, cpf, telefone, telefone_2, email },
        responsavel_updated_at,
        () => conflict(MSG.conflito),
      ),
      () => badRequest(MSG.cpfDuplicado, { cpf: MSG.cpfDuplicado }),
      CPF_UQ,
    );
    const depois = await umDoAluno(tx, aluno.id, antes.id);
    await auditar(tx, request, { acao: 'atualizar_responsavel', entidade: 'aluno', entidade_id: aluno.id, antes, depois });
    return depois;
  });
}

/**
 * Unlinks a guardian from the student. The person stays while linked to another child (of any school of
 * the network); with no child left, it is deleted: a guardian is kept for the children, not on its own.
 */
export async function desvincularResponsavel(db: Db, request: FastifyRequest, aluno: AlunoAlvo, antes: ResponsavelDoAluno) {
  await db.transaction(async (tx) => {
    await tx
      .delete(alunosResponsaveis)
      .where(and(eq(alunosResponsaveis.aluno_id, aluno.id), eq(alunosResponsaveis.responsavel_id, antes.id)));
    const excluida = await excluirSeSemFilhos(tx, antes.id);
    await auditar(tx, request, {
      acao: 'desvincular_responsavel',
      entidade: 'aluno',
      entidade_id: aluno.id,
      antes,
      depois: { responsavel_excluido: excluida },
    });
  });
}

/** Deletes the guardian when no child is linked to it any more; true when it was. */
export async function excluirSeSemFilhos(tx: Tx, responsavelId: string): Promise<boolean> {
  const apagadas = await tx
    .delete(responsaveis)
    .where(
      and(
        eq(responsaveis.id, responsavelId),
        sql`not exists (select 1 from ${alunosResponsaveis} where ${alunosResponsaveis.responsavel_id} = ${responsaveis.id})`,
      ),
    )
    .returning({ id: responsaveis.id });
  return apagadas.length > 0;
}
