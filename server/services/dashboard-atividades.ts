import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { fraseAtividade } from '../../domain/dashboard';
import type { Db } from '../db/client';
import { alunos, auditoria, disciplinas, turmas, usuarios } from '../db/schema';
import type { Actor } from '../lib/actor';
import { DA_TURMA, atividadesAlheiasVisiveis } from '../policies/atividades';
import type { Escopo } from '../policies/escopo';

/** Recent activity shown on the dashboard. */
const LINHAS = 8;

type Json = Record<string, unknown> | null;
const texto = (o: Json, k: string): string | null => (o && typeof o[k] === 'string' ? o[k] : null);

/**
 * Recent activity as sentences with who and what. The author's own actions (sign-ins by
 * e-mail included, failed attempts on its account too) and, by scope, other people's.
 */
export async function atividades(db: Db, actor: Actor, scope: Escopo) {
  const proprias = or(
    eq(auditoria.usuario_id, actor.id),
    and(isNull(auditoria.usuario_id), eq(auditoria.usuario_email, actor.email)),
  );
  const alheias = atividadesAlheiasVisiveis(scope);
  const rows = await db
    .select({
      id: auditoria.id,
      acao: auditoria.acao,
      entidade: auditoria.entidade,
      entidade_id: auditoria.entidade_id,
      usuario_id: auditoria.usuario_id,
      usuario_email: auditoria.usuario_email,
      autor: usuarios.nome,
      antes: auditoria.antes,
      depois: auditoria.depois,
      created_at: auditoria.created_at,
    })
    .from(auditoria)
    .leftJoin(usuarios, eq(usuarios.id, auditoria.usuario_id))
    .where(alheias === undefined ? undefined : or(proprias, alheias))
    .orderBy(desc(auditoria.created_at), desc(auditoria.id))
    .limit(LINHAS);

  // The grade sheet and the roll call name their class and subject by id only.
  const chaves = rows.filter((r) => DA_TURMA.includes(r.acao)).map((r) => (r.entidade_id ?? '').split(':'));
  const uuid = /^[0-9a-f-]{36}$/;
  const turmaIds = [...new Set(chaves.map((c) => c[0]!).filter((id) => uuid.test(id)))];
  const disciplinaIds = [...new Set(chaves.map((c) => c[1] ?? '').filter((id) => uuid.test(id)))];
  // An enrolment records its student by id.
  const alunoIds = [
    ...new Set(
      rows
        .filter((r) => r.entidade === 'matricula')
        .map((r) => texto((r.depois ?? r.antes) as Json, 'aluno_id'))
        .filter((id): id is string => !!id && uuid.test(id)),
    ),
  ];
  const [nomesTurmas, nomesDisciplinas, nomesAlunos] = await Promise.all([
    turmaIds.length ? db.select({ id: turmas.id, nome: turmas.nome }).from(turmas).where(inArray(turmas.id, turmaIds)) : [],
    disciplinaIds.length
      ? db.select({ id: disciplinas.id, nome: disciplinas.nome }).from(disciplinas).where(inArray(disciplinas.id, disciplinaIds))
      : [],
    alunoIds.length ? db.select({ id: alunos.id, nome: alunos.nome }).from(alunos).where(inArray(alunos.id, alunoIds)) : [],
  ]);
  const nome = (lista: { id: string; nome: string }[], id: string | null | undefined) =>
    lista.find((x) => x.id === id)?.nome ?? null;

  return rows.map((r) => {
    const registro = (r.depois ?? r.antes) as Json;
    const [turmaId, disciplinaId, terceiro] = (r.entidade_id ?? '').split(':');
    const quem =
      r.usuario_id === actor.id || (!r.usuario_id && r.usuario_email === actor.email) ? 'Você' : (r.autor ?? r.usuario_email);
    const dados = DA_TURMA.includes(r.acao)
      ? {
          turma: nome(nomesTurmas, turmaId),
          disciplina: nome(nomesDisciplinas, disciplinaId),
          bimestre: r.acao === 'lancar_notas' && /^[1-4]$/.test(terceiro ?? '') ? Number(terceiro) : null,
          data: r.acao === 'registrar_chamada' ? (terceiro ?? null) : null,
        }
      : {
          alvo: alvoDe(r.entidade, r.entidade_id, registro, nome(nomesAlunos, texto(registro, 'aluno_id'))),
          turma: texto(registro, 'turma_nome'),
          disciplina: texto(registro, 'disciplina_nome'),
          data: texto(registro, 'data'),
        };
    return {
      id: r.id,
      acao: r.acao,
      entidade: r.entidade,
      usuario_email: r.usuario_email,
      texto: fraseAtividade({ acao: r.acao, entidade: r.entidade, quem, ...dados }),
      created_at: r.created_at.toISOString(),
    };
  });
}

/** The name of what a record touched, as the record saved it. */
function alvoDe(entidade: string, entidadeId: string | null, registro: Json, alunoDaMatricula: string | null): string | null {
  switch (entidade) {
    case 'nota':
    case 'frequencia':
      return texto(registro, 'aluno_nome');
    case 'matricula':
      return alunoDaMatricula;
    case 'atribuicao':
      return texto(registro, 'professor_nome');
    case 'objeto_conhecimento':
      return texto(registro, 'titulo');
    case 'bncc_habilidade':
      return texto(registro, 'codigo');
    case 'configuracao':
    case 'backup':
      return entidadeId;
    case 'perfil':
    case 'customizacao':
    case 'regras_escolares':
      return null;
    default:
      return texto(registro, 'nome');
  }
}
