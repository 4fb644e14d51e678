import { diasAte, situacaoDoPrazo } from '../../domain/privacidade/prazos';
import type { RecursoAcesso, RelacaoSolicitante, StatusSolicitacao, TipoSolicitacao } from '../../domain/privacidade/tipos';
import type { Acesso } from '../../domain/schemas/privacidade-acesso';
import type { Solicitacao } from '../../domain/schemas/privacidade-solicitacao';

export interface LinhaAcesso {
  id: string;
  created_at: Date;
  usuario_id: string | null;
  usuario_nome: string;
  papel: string;
  recurso: RecursoAcesso;
  aluno_id: string;
  aluno_nome: string | null;
  escola_id: string;
  escola_nome: string | null;
  ip: string | null;
}

/** The only output of an access-log row. */
export function apresentarAcesso(row: LinhaAcesso): Acesso {
  return { ...row, created_at: row.created_at.toISOString() };
}

export interface LinhaSolicitacao {
  id: string;
  empresa_id: string;
  escola_id: string;
  escola_nome: string;
  aluno_id: string | null;
  aluno_nome: string | null;
  solicitante_nome: string;
  relacao: RelacaoSolicitante;
  tipo: TipoSolicitacao;
  descricao: string | null;
  recebida_em: string;
  prazo: string;
  status: StatusSolicitacao;
  resposta: string | null;
  respondida_em: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The only output of a data-subject request, its deadline read against the network's `hoje`. */
export function apresentarSolicitacao(row: LinhaSolicitacao, hoje: string, podeGerenciar: boolean): Solicitacao {
  const { empresa_id: _e, created_at, updated_at, ...campos } = row;
  const aberta = row.status === 'aberta';
  return {
    ...campos,
    situacao_prazo: aberta ? situacaoDoPrazo(row.prazo, hoje) : null,
    dias_restantes: aberta ? diasAte(row.prazo, hoje) : null,
    pode_editar: podeGerenciar && aberta,
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}
