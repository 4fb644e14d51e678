import type { Conselho, DecisaoDoConselho, EventoDoConselho, ParticipanteDoConselho } from '../../domain/schemas/conselho';
import { permiteNoStatus } from '../../domain/conselho/status';
import type { StatusConselho } from '../../domain/conselho/tipos';
import type { Encaminhamento, Parecer } from '../../domain/conselho/tipos';

/** A council row as the routes read it: the table's columns plus the class and coordinator names. */
export interface LinhaConselho {
  id: string;
  empresa_id: string;
  escola_id: string;
  turma_id: string;
  turma_nome: string;
  serie: string;
  ano_letivo: number;
  bimestre: number | null;
  data: string;
  horario: string;
  local: string;
  coordenador_id: string | null;
  coordenador_nome: string | null;
  convidados: string[];
  pauta: string[];
  observacoes: string | null;
  status: StatusConselho;
  versao: number;
  data_finalizacao: string | null;
  decisoes: number;
  created_at: Date;
  updated_at: Date;
}

/** What the actor may do, besides the status: the routes check the same grants. */
export interface PodeNoConselho {
  atualizar: boolean;
  excluir: boolean;
  corrigir: boolean;
}

/** Without what stands in the way of starting it: the routes add it (routes/conselhos/carregar.ts). */
export function apresentarConselho(
  l: LinhaConselho,
  participantes: ParticipanteDoConselho[],
  pode: PodeNoConselho,
): Omit<Conselho, 'impedimento_iniciar'> {
  return {
    id: l.id,
    escola_id: l.escola_id,
    turma_id: l.turma_id,
    turma_nome: l.turma_nome,
    serie: l.serie,
    ano_letivo: l.ano_letivo,
    bimestre: l.bimestre,
    data: l.data,
    horario: l.horario,
    local: l.local,
    coordenador_id: l.coordenador_id,
    coordenador_nome: l.coordenador_nome,
    participantes,
    convidados: l.convidados,
    pauta: l.pauta,
    observacoes: l.observacoes,
    status: l.status,
    versao: l.versao,
    data_finalizacao: l.data_finalizacao,
    decisoes: l.decisoes,
    pode_editar: pode.atualizar && permiteNoStatus(l.status, 'editar'),
    pode_iniciar: pode.atualizar && permiteNoStatus(l.status, 'iniciar'),
    pode_finalizar: pode.atualizar && permiteNoStatus(l.status, 'finalizar'),
    pode_corrigir: pode.corrigir && permiteNoStatus(l.status, 'corrigir'),
    pode_excluir: pode.excluir && permiteNoStatus(l.status, 'excluir'),
    created_at: l.created_at.toISOString(),
    updated_at: l.updated_at.toISOString(),
  };
}

export function apresentarEventoDoConselho(e: {
  id: string;
  acao: EventoDoConselho['acao'];
  versao: number;
  motivo: string | null;
  usuario_nome: string | null;
  created_at: Date;
}): EventoDoConselho {
  return { ...e, created_at: e.created_at.toISOString() };
}

export function apresentarDecisao(d: {
  aluno_id: string;
  versao: number;
  encaminhamentos: Encaminhamento[];
  recomendacao_aluno: string | null;
  recomendacao_familia: string | null;
  parecer: Parecer | null;
  justificativa: string | null;
  updated_at: Date;
}): DecisaoDoConselho {
  return {
    aluno_id: d.aluno_id,
    versao: d.versao,
    encaminhamentos: d.encaminhamentos,
    recomendacao_aluno: d.recomendacao_aluno,
    recomendacao_familia: d.recomendacao_familia,
    parecer: d.parecer,
    justificativa: d.justificativa,
    updated_at: d.updated_at.toISOString(),
  };
}
