import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALUNO_MENSAGENS as MSG, alunoInput, alunoResposta, alunoUpdate } from '../../../domain/schemas/aluno';
import type { Db, Tx } from '../../db/client';
import { alunos, matriculas } from '../../db/schema';
import { alunosNoEscopo, exigeTurmaNoCadastro } from '../../policies/alunos';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { excluirSeLivre, isUniqueViolation, proximaVersao, versaoConfere } from '../../lib/gravacao';
import { carregarAlcance, escolaNoAlcance, turmaNoAlcance } from '../../policies/alcance';
import { actorOf } from '../../plugins/access';
import { auditar } from '../../services/auditoria';
import { encerrar, matricular, proximoNumeroMatricula, transferir, travarTurma } from '../../services/matriculas';
import { encontrarAluno, carregarAlunos } from './carregar';
import { conferirAcessoDoUsuario } from './rules';
import { idParams } from '../../lib/parametros';
import { recusarCampos } from '../../lib/validacao';
import { municipioExiste } from '../../services/municipios';

const tags = ['alunos'];

/** A unique constraint of alunos broken by the input, as the field it concerns. */
function duplicado(err: unknown): AppError | null {
  if (isUniqueViolation(err, 'alunos_empresa_inep_uq')) return badRequest(MSG.inepDuplicado, { codigo_inep: MSG.inepDuplicado });
  if (isUniqueViolation(err, 'alunos_empresa_cpf_uq')) return badRequest(MSG.cpfDuplicado, { cpf: MSG.cpfDuplicado });
  if (isUniqueViolation(err, 'alunos_usuario_id_unique'))
    return badRequest(MSG.usuarioIndisponivel, { usuario_id: MSG.usuarioIndisponivel });
  return null;
}

/** The IBGE codes of the body must name municipalities of the catalogue (the schema only checks the 7 digits). */
function conferirMunicipios(dados: { municipio_ibge: string | null; municipio_nascimento_ibge: string | null }) {
  const erros: Record<string, string> = {};
  for (const campo of ['municipio_ibge', 'municipio_nascimento_ibge'] as const) {
    const codigo = dados[campo];
    if (codigo && !municipioExiste(codigo)) erros[campo] = MSG.municipio;
  }
  recusarCampos(erros);
}

/** Creating, editing and deleting students; enrolment changes ride in the same transaction. */
export const alunosWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const load = async (tx: Db | Tx, id: string) =>
    (await carregarAlunos(tx, [(await encontrarAluno(tx, eq(alunos.id, id)))!]))[0]!;

  /** Enrolling names the class in the body: one out of reach, or of another school, is a wrong field (400). */
  const turmaRecusada = () => badRequest(MSG.turmaNaoEncontrada, { turma_id: MSG.turmaNaoEncontrada });
  const exigirTurmaDaEscola = (turma: { escola_id: string }, escolaId: string | null) => {
    if (escolaId && turma.escola_id !== escolaId) throw turmaRecusada();
  };

  app.post('/api/alunos', {
    config: { access: ['alunos', 'criar'] },
    schema: {
      tags,
      summary:
        'Cadastra um aluno numa escola do escopo, com número de matrícula gerado; com turma_id, já o matricula (capacidade respeitada)',
      body: alunoInput,
      response: { 201: alunoResposta },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      const { turma_id, usuario_id, escola_id, ...dados } = request.body;
      conferirMunicipios(dados);
      const escola = await escolaNoAlcance(db, a, escola_id, {
        recusa: () => notFound(MSG.escolaNaoEncontrada, { escola_id: MSG.escolaNaoEncontrada }),
      });
      if (exigeTurmaNoCadastro(a.scope) && !turma_id)
        throw badRequest(MSG.professorSemTurma, { turma_id: MSG.professorSemTurma });
      if (turma_id) exigirTurmaDaEscola(await turmaNoAlcance(db, a, turma_id, 'ler', { recusa: turmaRecusada }), escola.id);
      await conferirAcessoDoUsuario(db, actor, usuario_id, { id: null, usuario_id: null, empresa_id: escola.empresa_id });

      let aluno: Awaited<ReturnType<typeof load>>;
      try {
        aluno = await db.transaction(async (tx) => {
          const matricula = await proximoNumeroMatricula(tx, escola.empresa_id, new Date().getFullYear());
          const [created] = await tx
            .insert(alunos)
            .values({ ...dados, escola_id: escola.id, empresa_id: escola.empresa_id, usuario_id, matricula })
            .returning();
          if (turma_id) await matricular(tx, created!, (await travarTurma(tx, turma_id))!, null);
          const aluno = await load(tx, created!.id);
          await auditar(tx, request, { acao: 'criar', entidade: 'aluno', entidade_id: aluno.id, depois: aluno });
          return aluno;
        });
      } catch (err) {
        throw duplicado(err) ?? err;
      }
      return reply.status(201).send(aluno);
    },
  });

  app.put('/api/alunos/:id', {
    config: { access: ['alunos', 'atualizar'] },
    schema: {
      tags,
      summary:
        'Atualiza um aluno; updated_at é a versão carregada (409 se outra pessoa alterou). turma_id diferente da atual transfere; status inativo ou transferido encerra a matrícula ativa',
      params: idParams,
      body: alunoUpdate,
      response: { 200: alunoResposta },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const a = await carregarAlcance(db, actor);
      const current = await encontrarAluno(db, and(eq(alunos.id, request.params.id), alunosNoEscopo(a.scope, { escrita: true })));
      if (!current) throw notFound(MSG.naoEncontrado);
      const antes = await load(db, current.id);
      const { updated_at, turma_id, usuario_id, ...dados } = request.body;
      conferirMunicipios(dados);
      await conferirAcessoDoUsuario(db, actor, usuario_id, current);
      const ativa = antes.matricula_atual;
      const mudaTurma = Boolean(turma_id && turma_id !== ativa?.turma_id);
      if (mudaTurma && dados.status !== 'ativo')
        throw badRequest(MSG.turma, { turma_id: 'Somente alunos ativos podem ser matriculados.' });
      // Another school's class is a transfer between schools; with no enrolment to carry, the class must be of this school.
      if (mudaTurma)
        exigirTurmaDaEscola(
          await turmaNoAlcance(db, a, turma_id!, 'ler', { recusa: turmaRecusada }),
          ativa ? null : current.escola_id,
        );

      try {
        return await db.transaction(async (tx) => {
          const updated = await tx
            .update(alunos)
            .set({ ...dados, usuario_id, updated_at: proximaVersao(alunos.updated_at) })
            .where(and(eq(alunos.id, current.id), versaoConfere(alunos.updated_at, updated_at)))
            .returning();
          if (!updated.length) throw conflict(MSG.conflito);
          const atual = ativa
            ? {
                id: ativa.id,
                aluno_id: current.id,
                turma_id: ativa.turma_id,
                empresa_id: current.empresa_id,
                data_inicio: ativa.data_inicio,
              }
            : null;
          if (atual && dados.status !== 'ativo')
            await encerrar(tx, atual, dados.status === 'transferido' ? 'transferida' : 'cancelada', null);
          else if (mudaTurma) {
            const destino = (await travarTurma(tx, turma_id!))!;
            if (atual) await transferir(tx, atual, destino, null);
            else await matricular(tx, updated[0]!, destino, null);
          }
          const depois = await load(tx, current.id);
          await auditar(tx, request, { acao: 'atualizar', entidade: 'aluno', entidade_id: current.id, antes, depois });
          return depois;
        });
      } catch (err) {
        throw duplicado(err) ?? err;
      }
    },
  });

  app.delete('/api/alunos/:id', {
    config: { access: ['alunos', 'deletar'] },
    schema: {
      tags,
      summary: 'Exclui um aluno sem histórico escolar; com histórico, a resposta pede para inativá-lo',
      params: idParams,
    },
    handler: async (request, reply) => {
      const { scope } = await carregarAlcance(db, actorOf(request));
      const current = await encontrarAluno(db, and(eq(alunos.id, request.params.id), alunosNoEscopo(scope, { escrita: true })));
      if (!current) throw notFound(MSG.naoEncontrado);
      const [m] = await db.select({ n: count() }).from(matriculas).where(eq(matriculas.aluno_id, current.id));
      if ((m?.n ?? 0) > 0) throw conflict(MSG.exclusaoBloqueada);
      const antes = await load(db, current.id);
      await excluirSeLivre(
        db.transaction(async (tx) => {
          await tx.delete(alunos).where(eq(alunos.id, current.id));
          await auditar(tx, request, { acao: 'deletar', entidade: 'aluno', entidade_id: current.id, antes });
        }),
        () => conflict(MSG.exclusaoBloqueada),
      );
      return reply.status(204).send();
    },
  });
};
