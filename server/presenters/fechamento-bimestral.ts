import { exigeJustificativa, prazoVencido } from '../../domain/fechamento/figuras';
import type {
  AlunoDoFechamento,
  EventoDoFechamento,
  FechamentoBimestral,
  StatusFechamentoBimestral,
} from '../../domain/schemas/fechamento-bimestral';
import { can } from '../lib/actor';
import { type Alcance, type TurmaAlvo, alcancaTurma } from '../policies/alcance';
import { podeFinalizar, podeReabrirAposPrazo, podeReabrirOuAprovar } from '../policies/fechamentos';
import type { FigurasCalculadas } from '../services/fechamentos/figuras';

export interface LinhaFechamento {
  id: string;
  empresa_id: string;
  escola_id: string;
  turma_id: string;
  turma_nome: string;
  serie: string;
  professor_responsavel_id: string | null;
  disciplina_id: string;
  disciplina_nome: string;
  professores: string[] | null;
  bimestre: number;
  ano_letivo: number;
  status: StatusFechamentoBimestral;
  observacoes: string | null;
  justificativa: string | null;
  aulas_previstas: number | null;
  data_fechamento: string | null;
  versao_snapshot: number;
  created_at: Date;
  updated_at: Date;
}

export const turmaDaLinha = (l: LinhaFechamento): TurmaAlvo => ({
  id: l.turma_id,
  nome: l.turma_nome,
  empresa_id: l.empresa_id,
  escola_id: l.escola_id,
  professor_responsavel_id: l.professor_responsavel_id,
});

/** A closing as the API gives it: its typed fields, its computed figures and what the actor may do with it. */
export function apresentarFechamento(l: LinhaFechamento, fig: FigurasCalculadas, a: Alcance, hoje: string): FechamentoBimestral {
  const turma = turmaDaLinha(l);
  const aberto = l.status === 'em_andamento';
  const escreve = alcancaTurma(a, turma, 'escrever', l.disciplina_id);
  const vencido = fig.prazo ? prazoVencido(fig.prazo, hoje) : false;
  const gestao = podeReabrirOuAprovar(a, turma, l.disciplina_id);
  return {
    id: l.id,
    escola_id: l.escola_id,
    turma_id: l.turma_id,
    turma_nome: l.turma_nome,
    serie: l.serie,
    disciplina_id: l.disciplina_id,
    disciplina_nome: l.disciplina_nome,
    professores: l.professores ?? [],
    bimestre: l.bimestre,
    ano_letivo: l.ano_letivo,
    status: l.status,
    observacoes: l.observacoes,
    justificativa: l.justificativa,
    aulas_previstas_informadas: l.aulas_previstas,
    aulas_previstas: fig.aulas_previstas,
    aulas_dadas: fig.aulas_dadas,
    percentual_frequencia: fig.percentual_frequencia,
    media_turma: fig.media_turma,
    alunos: fig.alunos,
    aprovados: fig.aprovados,
    recuperacao: fig.recuperacao,
    reprovados: fig.reprovados,
    pendentes: fig.pendentes,
    abaixo_frequencia_minima: fig.abaixo_frequencia_minima,
    exige_justificativa: exigeJustificativa(fig),
    prazo: fig.prazo,
    prazo_vencido: vencido,
    data_fechamento: l.data_fechamento,
    versao_snapshot: l.versao_snapshot,
    pode_editar: aberto && escreve && can(a.actor, 'fechamento', 'atualizar'),
    pode_finalizar: aberto && podeFinalizar(a, turma, l.disciplina_id),
    pode_reabrir: !aberto && gestao && (!vencido || podeReabrirAposPrazo(a)),
    pode_aprovar: l.status === 'finalizado' && gestao,
    pode_excluir: aberto && l.versao_snapshot === 0 && escreve && can(a.actor, 'fechamento', 'deletar'),
    created_at: l.created_at.toISOString(),
    updated_at: l.updated_at.toISOString(),
  };
}

export function apresentarAlunoDoFechamento(
  linha: FigurasCalculadas['linhas'][number],
  aluno: { nome: string; matricula: string },
): AlunoDoFechamento {
  return {
    aluno_id: linha.aluno_id,
    nome: aluno.nome,
    matricula: aluno.matricula,
    nota_bruta: linha.nota_bruta,
    nota: linha.nota,
    faltas: linha.faltas,
    aulas: linha.aulas,
    percentual_frequencia: linha.percentual_frequencia,
    situacao: linha.situacao,
  };
}

export function apresentarEvento(e: {
  id: string;
  acao: EventoDoFechamento['acao'];
  motivo: string | null;
  usuario_nome: string | null;
  created_at: Date;
}): EventoDoFechamento {
  return { id: e.id, acao: e.acao, motivo: e.motivo, usuario_nome: e.usuario_nome, created_at: e.created_at.toISOString() };
}
