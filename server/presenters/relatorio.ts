import { type Relatorio, parametrosRelatorio } from '../../domain/schemas/relatorio';
import type { relatorios } from '../db/schema';

type Linha = typeof relatorios.$inferSelect;

const VAZIOS = { empresa_id: null, escola_id: null, turma_id: null, bimestre: null, ano_letivo: null };

/** A report job as the list shows it; the file is downloadable while it is kept. */
export function apresentarRelatorio(r: Linha, agora = new Date()): Relatorio {
  const lidos = parametrosRelatorio.safeParse(r.parametros);
  return {
    id: r.id,
    tipo: r.tipo,
    titulo: r.titulo,
    formato: r.formato,
    parametros: lidos.success ? lidos.data : VAZIOS,
    status: r.status,
    progresso: r.progresso,
    tentativas: r.tentativas,
    nome_arquivo: r.nome_arquivo,
    tamanho: r.tamanho,
    erro: r.erro,
    created_at: r.created_at.toISOString(),
    concluido_em: r.concluido_em?.toISOString() ?? null,
    expira_em: r.expira_em?.toISOString() ?? null,
    arquivo_disponivel: r.status === 'concluido' && !!r.arquivo_chave && !!r.expira_em && r.expira_em > agora,
  };
}
