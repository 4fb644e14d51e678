import { and, asc, countDistinct, eq, sql } from 'drizzle-orm';
import { alunos, atribuicoes, disciplinas, escolas, matriculas, turmas, usuarios, usuariosEscolas } from '../../../db/schema';
import {
  disciplinasDoRelatorioNoAlcance,
  escolasDoRelatorioNoAlcance,
  turmasDoRelatorioNoAlcance,
} from '../../../policies/relatorios';
import { type Celula, type ColunaRelatorio, type ContextoDoGerador, type Gerador, dataBr, subtituloDe } from './tipos';

/**
 * Enrolments, subjects, teachers and schools: one grouped query each, the scope in its WHERE (or
 * in the joins, where a subject or teacher of the network is counted only in the reachable classes).
 */

const NUM: Pick<ColunaRelatorio, 'alinhamento'> = { alinhamento: 'right' };
const STATUS_MATRICULA = { ativa: 'Ativa', transferida: 'Transferida', concluida: 'Concluída', cancelada: 'Cancelada' } as const;
const lista = (coluna: unknown) => sql<string | null>`string_agg(distinct ${coluna}, ', ')`;

/** The classes of the report (network, scope, year, school, class) as a join condition on `turmas`. */
function turmasDoAlvo(ctx: ContextoDoGerador) {
  const p = ctx.parametros;
  return and(
    turmasDoRelatorioNoAlcance(ctx.alcance),
    p.ano_letivo ? eq(turmas.ano_letivo, p.ano_letivo) : undefined,
    p.escola_id ? eq(turmas.escola_id, p.escola_id) : undefined,
    p.turma_id ? eq(turmas.id, p.turma_id) : undefined,
  );
}

export const gerarMatriculas: Gerador = async (ctx) => {
  const p = ctx.parametros;
  const linhas = await ctx.db
    .select({
      escola: escolas.nome,
      turma: turmas.nome,
      matricula: alunos.matricula,
      aluno: alunos.nome,
      inicio: matriculas.data_inicio,
      fim: matriculas.data_fim,
      status: matriculas.status,
    })
    .from(matriculas)
    .innerJoin(turmas, eq(turmas.id, matriculas.turma_id))
    .innerJoin(escolas, eq(escolas.id, turmas.escola_id))
    .innerJoin(alunos, eq(alunos.id, matriculas.aluno_id))
    .where(and(turmasDoAlvo(ctx), p.ano_letivo ? eq(matriculas.ano_letivo, p.ano_letivo) : undefined))
    .orderBy(asc(escolas.nome), asc(turmas.nome), asc(alunos.nome));
  await ctx.progresso(80);
  return {
    subtitulo: subtituloDe(ctx, `${linhas.length} matrícula(s)`),
    tabelas: [
      {
        aba: 'Matrículas',
        colunas: [
          { titulo: 'Escola', larguraPlanilha: 36 },
          { titulo: 'Turma', larguraPlanilha: 18 },
          { titulo: 'Matrícula', larguraPlanilha: 14 },
          { titulo: 'Aluno', largura: '*', larguraPlanilha: 36 },
          { titulo: 'Início', larguraPlanilha: 12 },
          { titulo: 'Fim', larguraPlanilha: 12 },
          { titulo: 'Situação', larguraPlanilha: 14 },
        ],
        linhas: linhas.map((l): Celula[] => [
          l.escola,
          l.turma,
          l.matricula,
          l.aluno,
          dataBr(l.inicio),
          dataBr(l.fim),
          STATUS_MATRICULA[l.status],
        ]),
        vazio: 'Nenhuma matrícula no período.',
      },
    ],
    paisagem: true,
  };
};

export const gerarDisciplinas: Gerador = async (ctx) => {
  const linhas = await ctx.db
    .select({
      nome: disciplinas.nome,
      serie: disciplinas.serie_ano,
      carga: disciplinas.carga_horaria,
      ativo: disciplinas.ativo,
      turmas: countDistinct(turmas.id),
      professores: lista(usuarios.nome),
    })
    .from(disciplinas)
    .leftJoin(atribuicoes, eq(atribuicoes.disciplina_id, disciplinas.id))
    .leftJoin(turmas, and(eq(turmas.id, atribuicoes.turma_id), turmasDoAlvo(ctx)))
    .leftJoin(usuarios, and(eq(usuarios.id, atribuicoes.professor_id), sql`${turmas.id} is not null`))
    .where(disciplinasDoRelatorioNoAlcance(ctx.alcance))
    .groupBy(disciplinas.id)
    // A school's report lists the subjects taught there; the network's lists them all.
    .having(ctx.parametros.escola_id ? sql`count(distinct ${turmas.id}) > 0` : undefined)
    .orderBy(asc(disciplinas.nome));
  await ctx.progresso(80);
  return {
    subtitulo: subtituloDe(ctx),
    tabelas: [
      {
        aba: 'Disciplinas',
        colunas: [
          { titulo: 'Disciplina', largura: '*', larguraPlanilha: 30 },
          { titulo: 'Série/Ano', larguraPlanilha: 12 },
          { titulo: 'Carga horária (h)', ...NUM },
          { titulo: 'Ativa', larguraPlanilha: 8 },
          { titulo: 'Turmas', ...NUM },
          { titulo: 'Professores', largura: '*', larguraPlanilha: 40 },
        ],
        linhas: linhas.map((l): Celula[] => [
          l.nome,
          l.serie.replace('_', 'º '),
          l.carga,
          l.ativo ? 'Sim' : 'Não',
          Number(l.turmas),
          l.professores,
        ]),
        vazio: 'Nenhuma disciplina.',
      },
    ],
  };
};

export const gerarProfessores: Gerador = async (ctx) => {
  const p = ctx.parametros;
  const escolasDoAlvo = and(escolasDoRelatorioNoAlcance(ctx.alcance), p.escola_id ? eq(escolas.id, p.escola_id) : undefined);
  const linhas = await ctx.db
    .select({
      nome: usuarios.nome,
      email: usuarios.email,
      escolas: lista(escolas.nome),
      turmas: countDistinct(turmas.id),
      disciplinas: lista(disciplinas.nome),
    })
    .from(usuarios)
    .innerJoin(usuariosEscolas, eq(usuariosEscolas.usuario_id, usuarios.id))
    .innerJoin(escolas, and(eq(escolas.id, usuariosEscolas.escola_id), escolasDoAlvo))
    .leftJoin(atribuicoes, eq(atribuicoes.professor_id, usuarios.id))
    .leftJoin(turmas, and(eq(turmas.id, atribuicoes.turma_id), eq(turmas.escola_id, escolas.id), turmasDoAlvo(ctx)))
    .leftJoin(disciplinas, and(eq(disciplinas.id, atribuicoes.disciplina_id), sql`${turmas.id} is not null`))
    .where(
      and(
        eq(usuarios.tipo_usuario, 'professor'),
        eq(usuarios.empresa_id, ctx.alcance.scope.empresa_id),
        eq(usuarios.status, 'ativo'),
      ),
    )
    .groupBy(usuarios.id)
    .orderBy(asc(usuarios.nome));
  await ctx.progresso(80);
  return {
    subtitulo: subtituloDe(ctx, `${linhas.length} professor(es)`),
    tabelas: [
      {
        aba: 'Professores',
        colunas: [
          { titulo: 'Professor', largura: '*', larguraPlanilha: 32 },
          { titulo: 'E-mail', larguraPlanilha: 32 },
          { titulo: 'Escolas', largura: '*', larguraPlanilha: 40 },
          { titulo: 'Turmas', ...NUM },
          { titulo: 'Disciplinas', largura: '*', larguraPlanilha: 40 },
        ],
        linhas: linhas.map((l): Celula[] => [l.nome, l.email, l.escolas, Number(l.turmas), l.disciplinas]),
        vazio: 'Nenhum professor.',
      },
    ],
    paisagem: true,
  };
};

export const gerarEscolas: Gerador = async (ctx) => {
  const ano = ctx.parametros.ano_letivo;
  const linhas = await ctx.db
    .select({
      nome: escolas.nome,
      inep: escolas.codigo_inep,
      cidade: escolas.cidade,
      ativo: escolas.ativo,
      turmas: countDistinct(turmas.id),
      alunos: sql<number>`count(distinct ${matriculas.aluno_id}) filter (where ${matriculas.status} = 'ativa')`,
      professores: sql<number>`(select count(*) from ${usuariosEscolas} inner join ${usuarios} on ${usuarios.id} = ${usuariosEscolas.usuario_id}
        where ${usuariosEscolas.escola_id} = ${escolas.id} and ${usuarios.tipo_usuario} = 'professor' and ${usuarios.status} = 'ativo')`,
    })
    .from(escolas)
    .leftJoin(turmas, and(eq(turmas.escola_id, escolas.id), ano ? eq(turmas.ano_letivo, ano) : undefined))
    .leftJoin(matriculas, eq(matriculas.turma_id, turmas.id))
    .where(escolasDoRelatorioNoAlcance(ctx.alcance))
    .groupBy(escolas.id)
    .orderBy(asc(escolas.nome));
  await ctx.progresso(80);
  return {
    subtitulo: subtituloDe(ctx),
    tabelas: [
      {
        aba: 'Escolas',
        colunas: [
          { titulo: 'Escola', largura: '*', larguraPlanilha: 40 },
          { titulo: 'INEP', larguraPlanilha: 10 },
          { titulo: 'Cidade', larguraPlanilha: 20 },
          { titulo: 'Ativa', larguraPlanilha: 8 },
          { titulo: 'Turmas', ...NUM },
          { titulo: 'Alunos', ...NUM },
          { titulo: 'Professores', ...NUM },
        ],
        linhas: linhas.map((l): Celula[] => [
          l.nome,
          l.inep,
          l.cidade,
          l.ativo ? 'Sim' : 'Não',
          Number(l.turmas),
          Number(l.alunos),
          Number(l.professores),
        ]),
        vazio: 'Nenhuma escola.',
      },
    ],
  };
};
