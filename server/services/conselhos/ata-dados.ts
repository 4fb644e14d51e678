import { type SQL, and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SituacaoFinal } from '../../../domain/avaliacao/resultado-final';
import type { Encaminhamento, Parecer, StatusConselho } from '../../../domain/conselho/tipos';
import type { Db } from '../../db/client';
import { alunos, conselhosClasse, conselhosDecisoes, conselhosParticipantes, escolas, turmas, usuarios } from '../../db/schema';
import { situacoesCalculadas } from './resultado-calculado';

/** Everything the ata prints, read from the stored council (its frozen version of the decisions). */
export interface DadosDaAta {
  id: string;
  empresa_id: string;
  status: StatusConselho;
  escola: string;
  turma: { id: string; nome: string; serie: string };
  ano_letivo: number;
  /** null: the final council of the year. */
  bimestre: number | null;
  data: string;
  horario: string;
  local: string;
  coordenador: { id: string; nome: string } | null;
  versao: number;
  data_finalizacao: string | null;
  convidados: string[];
  pauta: string[];
  observacoes: string | null;
  participantes: { usuario_id: string; nome: string; presente: boolean | null }[];
  decisoes: {
    aluno: string;
    matricula: string;
    encaminhamentos: Encaminhamento[];
    recomendacao_aluno: string | null;
    recomendacao_familia: string | null;
    parecer: Parecer | null;
    justificativa: string | null;
    /** The computed overall result the parecer was measured against (final council only). */
    calculado: SituacaoFinal | null;
  }[];
}

const coordenadores = alias(usuarios, 'coordenador');

/**
 * The council `id` within `escopo` (a WHERE condition; out of it, null: not found), with its
 * participants by name and the decisions of its current version by student name.
 */
export async function carregarDadosDaAta(db: Db, id: string, escopo: SQL | undefined): Promise<DadosDaAta | null> {
  const [c] = await db
    .select({
      id: conselhosClasse.id,
      empresa_id: conselhosClasse.empresa_id,
      status: conselhosClasse.status,
      escola: escolas.nome,
      turma_id: turmas.id,
      turma_nome: turmas.nome,
      serie: turmas.serie,
      ano_letivo: conselhosClasse.ano_letivo,
      bimestre: conselhosClasse.bimestre,
      data: conselhosClasse.data,
      horario: conselhosClasse.horario,
      local: conselhosClasse.local,
      coordenador_id: coordenadores.id,
      coordenador_nome: coordenadores.nome,
      versao: conselhosClasse.versao,
      data_finalizacao: conselhosClasse.data_finalizacao,
      convidados: conselhosClasse.convidados,
      pauta: conselhosClasse.pauta,
      observacoes: conselhosClasse.observacoes,
    })
    .from(conselhosClasse)
    .innerJoin(turmas, eq(turmas.id, conselhosClasse.turma_id))
    .innerJoin(escolas, eq(escolas.id, conselhosClasse.escola_id))
    .leftJoin(coordenadores, eq(coordenadores.id, conselhosClasse.coordenador_id))
    .where(and(eq(conselhosClasse.id, id), escopo));
  if (!c) return null;

  // One after another: the anonymisation seals atas inside its transaction, one connection that runs one query at a time.
  const participantes = await db
    .select({ usuario_id: usuarios.id, nome: usuarios.nome, presente: conselhosParticipantes.presente })
    .from(conselhosParticipantes)
    .innerJoin(usuarios, eq(usuarios.id, conselhosParticipantes.usuario_id))
    .where(eq(conselhosParticipantes.conselho_id, c.id))
    .orderBy(asc(usuarios.nome), asc(usuarios.id));
  const decisoes = await db
    .select({
      aluno_id: alunos.id,
      aluno: alunos.nome,
      matricula: alunos.matricula,
      encaminhamentos: conselhosDecisoes.encaminhamentos,
      recomendacao_aluno: conselhosDecisoes.recomendacao_aluno,
      recomendacao_familia: conselhosDecisoes.recomendacao_familia,
      parecer: conselhosDecisoes.parecer,
      justificativa: conselhosDecisoes.justificativa,
    })
    .from(conselhosDecisoes)
    .innerJoin(alunos, eq(alunos.id, conselhosDecisoes.aluno_id))
    .where(and(eq(conselhosDecisoes.conselho_id, c.id), eq(conselhosDecisoes.versao, c.versao)))
    .orderBy(asc(alunos.nome), asc(alunos.id));
  const calculadas = c.bimestre === null ? await situacoesCalculadas(db, c.turma_id) : new Map<string, SituacaoFinal>();

  return {
    id: c.id,
    empresa_id: c.empresa_id,
    status: c.status,
    escola: c.escola,
    turma: { id: c.turma_id, nome: c.turma_nome, serie: c.serie },
    ano_letivo: c.ano_letivo,
    bimestre: c.bimestre,
    data: c.data,
    horario: c.horario,
    local: c.local,
    coordenador: c.coordenador_id && c.coordenador_nome ? { id: c.coordenador_id, nome: c.coordenador_nome } : null,
    versao: c.versao,
    data_finalizacao: c.data_finalizacao,
    convidados: c.convidados,
    pauta: c.pauta,
    observacoes: c.observacoes,
    participantes,
    decisoes: decisoes.map(({ aluno_id, ...d }) => ({ ...d, calculado: calculadas.get(aluno_id) ?? null })),
  };
}
