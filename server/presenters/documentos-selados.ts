import type { ClasseSelada, FormatoSelado } from '../../domain/privacidade/selados';
import type { DocumentoSelado } from '../../domain/schemas/privacidade-titular';

export interface LinhaDocumentoSelado {
  id: string;
  classe: ClasseSelada;
  titulo: string;
  ano_letivo: number | null;
  formato: FormatoSelado;
  nome_arquivo: string;
  tamanho: number;
  selado_em: Date;
  expira_em: string | null;
  aluno_id: string;
  aluno_nome: string;
  escola: string;
}

export function apresentarDocumentoSelado(l: LinhaDocumentoSelado): DocumentoSelado {
  return {
    id: l.id,
    classe: l.classe,
    titulo: l.titulo,
    ano_letivo: l.ano_letivo,
    formato: l.formato,
    nome_arquivo: l.nome_arquivo,
    tamanho: l.tamanho,
    selado_em: l.selado_em.toISOString(),
    expira_em: l.expira_em,
    aluno: { id: l.aluno_id, nome: l.aluno_nome },
    escola: l.escola,
  };
}
