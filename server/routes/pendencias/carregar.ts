import { type SQL, and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { PENDENCIA_MENSAGENS as MSG, type Pendencia } from '../../../domain/schemas/pendencia';
import type { Db, Tx } from '../../db/client';
import { alunos, atribuicoes, disciplinas, pendencias, turmas, usuarios, usuariosEscolas } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { likePattern } from '../../lib/paging';
import { type Alcance, type TurmaAlvo, disciplinasVisiveis } from '../../policies/alcance';
import { pendenciasNoEscopo, podeAtualizarPendencia, podeExcluirPendencia } from '../../policies/pendencias';
import { type LinhaPendencia, apresentarPendencia } from '../../presenters/pendencia';
import { matriculados } from '../../services/matriculados';

/** The pendencies with the names the table shows (responsável, aluno, disciplina, turma). */
export function selecionarPendencias(db: Db | Tx) {
  return db
    .select({
      id: pendencias.id,
      empresa_id: pendencias.empresa_id,
      escola_id: pendencias.escola_id,
      turma_id: pendencias.turma_id,
      turma_nome: turmas.nome,
      professor_responsavel_id: turmas.professor_responsavel_id,
      titulo: pendencias.titulo,
      descricao: pendencias.descricao,
      tipo: pendencias.tipo,
      prioridade: pendencias.prioridade,
      status: pendencias.status,
      responsavel_id: pendencias.responsavel_id,
      responsavel_nome: usuarios.nome,
      aluno_id: pendencias.aluno_id,
      aluno_nome: alunos.nome,
      disciplina_id: pendencias.disciplina_id,
      disciplina_nome: disciplinas.nome,
      bimestre: pendencias.bimestre,
      data_vencimento: pendencias.data_vencimento,
      data_resolucao: pendencias.data_resolucao,
      motivo_cancelamento: pendencias.motivo_cancelamento,
      observacoes: pendencias.observacoes,
      origem: pendencias.origem,
      link: pendencias.link,
      bloqueante: pendencias.bloqueante,
      created_at: pendencias.created_at,
      updated_at: pendencias.updated_at,
    })
    .from(pendencias)
    .innerJoin(turmas, eq(turmas.id, pendencias.turma_id))
    .leftJoin(usuarios, eq(usuarios.id, pendencias.responsavel_id))
    .leftJoin(alunos, eq(alunos.id, pendencias.aluno_id))
    .leftJoin(disciplinas, eq(disciplinas.id, pendencias.disciplina_id));
}
export type LinhaCarregada = LinhaPendencia & { empresa_id: string; professor_responsavel_id: string | null };

/** The list's WHERE: the class, the actor's reach and the filters. */
export function wherePendencias(
  a: Alcance,
  turmaId: string,
  f: {
    busca?: string | undefined;
    tipo?: string | undefined;
    prioridade?: string | undefined;
    status?: string | undefined;
    origem?: string | undefined;
  },
): SQL | undefined {
  const termo = f.busca ? likePattern(f.busca) : null;
  return and(
    eq(pendencias.turma_id, turmaId),
    pendenciasNoEscopo(a),
    termo
      ? or(
          ilike(pendencias.titulo, termo),
          ilike(pendencias.descricao, termo),
          ilike(alunos.nome, termo),
          ilike(usuarios.nome, termo),
        )
      : undefined,
    f.tipo ? eq(pendencias.tipo, f.tipo as LinhaPendencia['tipo']) : undefined,
    f.prioridade ? eq(pendencias.prioridade, f.prioridade as LinhaPendencia['prioridade']) : undefined,
    f.status ? eq(pendencias.status, f.status as LinhaPendencia['status']) : undefined,
    f.origem === 'manual'
      ? eq(pendencias.origem, 'manual')
      : f.origem === 'sistema'
        ? ne(pendencias.origem, 'manual')
        : undefined,
  );
}

/** Open ones first, the most urgent on top (priority, then due date); closed ones after. */
export const ordemPendencias = [
  asc(sql`case ${pendencias.status} when 'pendente' then 0 when 'em_andamento' then 1 when 'resolvida' then 2 else 3 end`),
  asc(sql`case ${pendencias.prioridade} when 'critica' then 0 when 'alta' then 1 when 'media' then 2 else 3 end`),
  asc(pendencias.data_vencimento),
  desc(pendencias.created_at),
  asc(pendencias.id),
];

export function apresentarLinhas(a: Alcance, linhas: LinhaCarregada[]): Pendencia[] {
  const atualizar = podeAtualizarPendencia(a);
  return linhas.map(({ empresa_id: _e, professor_responsavel_id: _p, ...l }) =>
    apresentarPendencia(l, { atualizar, deletar: podeExcluirPendencia(a, l) }),
  );
}

/** One pendency in the actor's reach; out of it → 404 (nothing leaks). */
export async function carregarPendencia(db: Db | Tx, a: Alcance, id: string): Promise<LinhaCarregada> {
  const [row] = await selecionarPendencias(db).where(and(eq(pendencias.id, id), pendenciasNoEscopo(a)));
  if (!row) throw notFound(MSG.naoEncontrada);
  return row;
}

/** One pendency as stored now, presented for the actor (after a write that may have moved it out of reach). */
export async function apresentarUma(db: Db | Tx, a: Alcance, id: string): Promise<Pendencia> {
  const [row] = await selecionarPendencias(db).where(eq(pendencias.id, id));
  if (!row) throw notFound(MSG.naoEncontrada);
  return apresentarLinhas(a, [row])[0]!;
}

/** The class of a stored pendency, as the class checks want it. */
export const turmaDaLinha = (l: LinhaCarregada): TurmaAlvo => ({
  id: l.turma_id,
  nome: l.turma_nome,
  empresa_id: l.empresa_id,
  escola_id: l.escola_id,
  professor_responsavel_id: l.professor_responsavel_id,
});

/** Who may be responsável for a class's pendency: the school's gestores and the class's professors (active users). */
async function responsaveisDaTurma(db: Db | Tx, turma: TurmaAlvo) {
  const gestores = await db
    .select({ id: usuarios.id, nome: usuarios.nome })
    .from(usuariosEscolas)
    .innerJoin(usuarios, eq(usuarios.id, usuariosEscolas.usuario_id))
    .where(
      and(eq(usuariosEscolas.escola_id, turma.escola_id), eq(usuarios.tipo_usuario, 'gestor'), eq(usuarios.status, 'ativo')),
    );
  const professores = await db
    .selectDistinct({ id: usuarios.id, nome: usuarios.nome })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.tipo_usuario, 'professor'),
        eq(usuarios.status, 'ativo'),
        or(
          inArray(
            usuarios.id,
            db.select({ id: atribuicoes.professor_id }).from(atribuicoes).where(eq(atribuicoes.turma_id, turma.id)),
          ),
          turma.professor_responsavel_id ? eq(usuarios.id, turma.professor_responsavel_id) : undefined,
        ),
      ),
    );
  const porNome = (x: { nome: string }, y: { nome: string }) => x.nome.localeCompare(y.nome, 'pt-BR');
  return [
    ...gestores.sort(porNome).map((u) => ({ ...u, papel: 'gestor' as const })),
    ...professores.sort(porNome).map((u) => ({ ...u, papel: 'professor' as const })),
  ];
}

/** The class's subjects (those with a teaching assignment); a professor only its own, unless responsável for the class. */
async function disciplinasDaTurma(db: Db | Tx, a: Alcance, turma: TurmaAlvo) {
  const linhas = await db
    .selectDistinct({ id: disciplinas.id, nome: disciplinas.nome })
    .from(atribuicoes)
    .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id))
    .where(eq(atribuicoes.turma_id, turma.id));
  const todas = linhas.sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR'));
  const visiveis = disciplinasVisiveis(a, turma.id);
  return visiveis ? todas.filter((d) => visiveis.has(d.id)) : todas;
}

/** The form's choices for the class. */
export async function opcoesDaTurma(db: Db, a: Alcance, turma: TurmaAlvo) {
  const [responsaveis, alunosDaTurma, disciplinasDaPagina] = await Promise.all([
    responsaveisDaTurma(db, turma),
    matriculados(db, turma.id),
    disciplinasDaTurma(db, a, turma),
  ]);
  return {
    responsaveis,
    alunos: alunosDaTurma.map((m) => ({ id: m.aluno_id, nome: m.nome })).sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR')),
    disciplinas: disciplinasDaPagina,
  };
}

/**
 * The references of a pendency checked against its class: the responsável, the student and the
 * subject. A value kept from the stored row passes (a professor since moved keeps its old pendencies).
 */
export async function conferirReferencias(
  db: Db,
  turma: TurmaAlvo,
  dados: { responsavel_id: string; aluno_id: string | null; disciplina_id: string | null },
  atual?: { responsavel_id: string | null; aluno_id: string | null; disciplina_id: string | null },
): Promise<Record<string, string>> {
  const erros: Record<string, string> = {};
  if (dados.responsavel_id !== atual?.responsavel_id) {
    const candidatos = await responsaveisDaTurma(db, turma);
    if (!candidatos.some((c) => c.id === dados.responsavel_id)) erros.responsavel_id = MSG.responsavelDaTurma;
  }
  if (dados.aluno_id && dados.aluno_id !== atual?.aluno_id) {
    const [m] = await matriculados(db, turma.id, { soAluno: dados.aluno_id });
    if (!m) erros.aluno_id = MSG.alunoDaTurma;
  }
  if (dados.disciplina_id && dados.disciplina_id !== atual?.disciplina_id) {
    const [d] = await db
      .select({ id: atribuicoes.id })
      .from(atribuicoes)
      .where(and(eq(atribuicoes.turma_id, turma.id), eq(atribuicoes.disciplina_id, dados.disciplina_id)))
      .limit(1);
    if (!d) erros.disciplina_id = MSG.disciplinaDaTurma;
  }
  return erros;
}
