import type { PARENTESCOS } from '../../domain/aluno/censo';
import type { ResponsavelDoAluno, ResponsavelEncontrado } from '../../domain/schemas/responsavel';

interface PessoaLida {
  id: string;
  nome: string;
  cpf: string | null;
  telefone: string | null;
  telefone_2: string | null;
  email: string | null;
}

/** A link row with its person, as server/services/responsaveis/carregar.ts reads it. */
export interface LinhaResponsavelDoAluno extends PessoaLida {
  parentesco: (typeof PARENTESCOS)[number];
  responsavel_legal: boolean;
  mora_com_aluno: boolean;
  autorizado_buscar: boolean;
  prioridade: number;
  outros_alunos: number;
  updated_at: Date;
  responsavel_updated_at: Date;
}

const pessoa = (r: PessoaLida) => ({
  nome: r.nome,
  cpf: r.cpf,
  telefone: r.telefone,
  telefone_2: r.telefone_2,
  email: r.email,
});

export function apresentarResponsavelDoAluno(r: LinhaResponsavelDoAluno): ResponsavelDoAluno {
  return {
    id: r.id,
    ...pessoa(r),
    parentesco: r.parentesco,
    responsavel_legal: r.responsavel_legal,
    mora_com_aluno: r.mora_com_aluno,
    autorizado_buscar: r.autorizado_buscar,
    prioridade: r.prioridade,
    outros_alunos: r.outros_alunos,
    updated_at: r.updated_at.toISOString(),
    responsavel_updated_at: r.responsavel_updated_at.toISOString(),
  };
}

/** A guardian found by the search, with the children of it the actor reaches. */
export function apresentarResponsavelEncontrado(r: PessoaLida, filhos: { id: string; nome: string }[]): ResponsavelEncontrado {
  return { id: r.id, ...pessoa(r), alunos: filhos };
}
