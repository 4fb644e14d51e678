import { type SQL, and, asc, count, eq, inArray, ne, notExists, or, sql } from 'drizzle-orm';
import { normalizarNome } from '../../../domain/aluno/nome';
import type { ResponsavelDoAluno, ResponsavelEncontrado } from '../../../domain/schemas/responsavel';
import { type Db, type Tx, lerJuntos } from '../../db/client';
import { alunos, alunosResponsaveis, responsaveis } from '../../db/schema';
import { likePattern } from '../../lib/paging';
import type { Alcance } from '../../policies/alcance';
import { alunosNoEscopo } from '../../policies/alunos';
import { responsaveisNoEscopo } from '../../policies/responsaveis';
import { apresentarResponsavelDoAluno, apresentarResponsavelEncontrado } from '../../presenters/responsavel';

/** How many other children the person is linked to: removing the last link deletes the person. */
const outrosAlunos = sql<number>`(select count(*)::int from ${alunosResponsaveis} outro where outro.responsavel_id = ${responsaveis.id} and outro.aluno_id <> ${alunosResponsaveis.aluno_id})`;

/** The guardians of a student (or one of them), the first to call first. */
export async function carregarResponsaveisDoAluno(
  db: Db | Tx,
  alunoId: string,
  responsavelId?: string,
): Promise<ResponsavelDoAluno[]> {
  const linhas = await db
    .select({
      id: responsaveis.id,
      nome: responsaveis.nome,
      cpf: responsaveis.cpf,
      telefone: responsaveis.telefone,
      telefone_2: responsaveis.telefone_2,
      email: responsaveis.email,
      parentesco: alunosResponsaveis.parentesco,
      responsavel_legal: alunosResponsaveis.responsavel_legal,
      mora_com_aluno: alunosResponsaveis.mora_com_aluno,
      autorizado_buscar: alunosResponsaveis.autorizado_buscar,
      prioridade: alunosResponsaveis.prioridade,
      outros_alunos: outrosAlunos,
      updated_at: alunosResponsaveis.updated_at,
      responsavel_updated_at: responsaveis.updated_at,
    })
    .from(alunosResponsaveis)
    .innerJoin(responsaveis, eq(responsaveis.id, alunosResponsaveis.responsavel_id))
    .where(
      and(
        eq(alunosResponsaveis.aluno_id, alunoId),
        responsavelId ? eq(alunosResponsaveis.responsavel_id, responsavelId) : undefined,
      ),
    )
    .orderBy(asc(alunosResponsaveis.prioridade), sql`${alunosResponsaveis.responsavel_legal} desc`, asc(responsaveis.nome));
  return linhas.map(apresentarResponsavelDoAluno);
}

/** The name as the search compares it: accents, case and punctuation ignored (domain/aluno/nome.ts in SQL). */
const nomeComparavel = sql`btrim(regexp_replace(lower(translate(${responsaveis.nome}, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy')), '[^a-z0-9]+', ' ', 'g'))`;

interface Busca {
  pagina: number;
  por_pagina: number;
  busca?: string | undefined;
  /** The network searched (the student's, or the actor's); null: every network (the administrador without a student). */
  empresaId: string | null;
  /** The student being given a guardian: its own are left out. */
  alunoId: string | null;
}

/**
 * The network's guardians by name (accents ignored) or CPF (digits, the mask allowed), in the actor's
 * reach; a whole CPF also finds a guardian of the network out of it (responsaveisParaVincular).
 */
export async function buscarResponsaveis(db: Db, a: Alcance, q: Busca) {
  const termo = q.busca?.trim() ?? '';
  const digitos = termo.replace(/[.\-\s]/g, '');
  const ehCpf = /^\d+$/.test(digitos);
  const cpfInteiro = ehCpf && digitos.length === 11 ? digitos : null;
  const noEscopo = responsaveisNoEscopo(a.scope);
  const alcance = cpfInteiro && noEscopo ? or(noEscopo, eq(responsaveis.cpf, cpfInteiro)) : noEscopo;
  const filtro = !termo
    ? undefined
    : ehCpf
      ? sql`${responsaveis.cpf} like ${`${digitos}%`}`
      : sql`${nomeComparavel} like ${likePattern(normalizarNome(termo))}`;
  const where: SQL | undefined = and(
    q.empresaId ? eq(responsaveis.empresa_id, q.empresaId) : undefined,
    alcance,
    filtro,
    q.alunoId
      ? notExists(
          db
            .select({ um: sql`1` })
            .from(alunosResponsaveis)
            .where(and(eq(alunosResponsaveis.responsavel_id, responsaveis.id), eq(alunosResponsaveis.aluno_id, q.alunoId))),
        )
      : undefined,
  );
  const [linhas, [total]] = await lerJuntos(db, [
    () =>
      db
        .select({
          id: responsaveis.id,
          nome: responsaveis.nome,
          cpf: responsaveis.cpf,
          telefone: responsaveis.telefone,
          telefone_2: responsaveis.telefone_2,
          email: responsaveis.email,
        })
        .from(responsaveis)
        .where(where)
        .orderBy(asc(responsaveis.nome), asc(responsaveis.id))
        .limit(q.por_pagina)
        .offset((q.pagina - 1) * q.por_pagina),
    () => db.select({ n: count() }).from(responsaveis).where(where),
  ]);
  const filhos = linhas.length
    ? await db
        .select({ responsavel_id: alunosResponsaveis.responsavel_id, id: alunos.id, nome: alunos.nome })
        .from(alunosResponsaveis)
        .innerJoin(alunos, eq(alunos.id, alunosResponsaveis.aluno_id))
        .where(
          and(
            inArray(
              alunosResponsaveis.responsavel_id,
              linhas.map((l) => l.id),
            ),
            alunosNoEscopo(a.scope),
            q.alunoId ? ne(alunos.id, q.alunoId) : undefined,
          ),
        )
        .orderBy(asc(alunos.nome))
    : [];
  const itens: ResponsavelEncontrado[] = linhas.map((l) =>
    apresentarResponsavelEncontrado(
      l,
      filhos.filter((f) => f.responsavel_id === l.id).map(({ id, nome }) => ({ id, nome })),
    ),
  );
  return { itens, total: total?.n ?? 0, pagina: q.pagina, por_pagina: q.por_pagina };
}
