import type { Aluno } from '../../domain/schemas/aluno';
import type { Matricula } from '../../domain/schemas/matricula';
import type { alunos, matriculas } from '../db/schema';
import { nomeDoMunicipio } from '../services/municipios';

export type LinhaMatricula = typeof matriculas.$inferSelect & {
  turma_nome: string;
  serie: string;
  escola_id: string;
  escola_nome: string;
};
type LinhaAluno = typeof alunos.$inferSelect & { escola_nome: string; usuario_nome: string | null };

export function apresentarMatricula(row: LinhaMatricula): Matricula {
  return {
    id: row.id,
    aluno_id: row.aluno_id,
    turma_id: row.turma_id,
    turma_nome: row.turma_nome,
    serie: row.serie as Matricula['serie'],
    escola_id: row.escola_id,
    escola_nome: row.escola_nome,
    ano_letivo: row.ano_letivo,
    data_inicio: row.data_inicio,
    data_fim: row.data_fim,
    status: row.status,
    updated_at: row.updated_at.toISOString(),
  };
}

/** `historico` holds the student's enrolments, most recent first; `contato` the family contact, if any. */
export function apresentarAluno(row: LinhaAluno, historico: LinhaMatricula[], contato: Aluno['contato_familia'] = null): Aluno {
  const atual = historico.find((m) => m.status === 'ativa') ?? null;
  return {
    id: row.id,
    matricula: row.matricula,
    nome: row.nome,
    email: row.email,
    telefone: row.telefone,
    data_nascimento: row.data_nascimento,
    codigo_inep: row.codigo_inep,
    filiacao_1: row.filiacao_1,
    filiacao_2: row.filiacao_2,
    filiacao_nao_declarada: row.filiacao_nao_declarada,
    sexo: row.sexo,
    nacionalidade: row.nacionalidade,
    pais_nascimento: row.pais_nascimento,
    municipio_nascimento_ibge: row.municipio_nascimento_ibge,
    municipio_nascimento_nome: nomeDoMunicipio(row.municipio_nascimento_ibge),
    cpf: row.cpf,
    nis: row.nis,
    certidao_nascimento: row.certidao_nascimento,
    certidao_livro: row.certidao_livro,
    certidao_folha: row.certidao_folha,
    certidao_termo: row.certidao_termo,
    rg: row.rg,
    transporte_publico: row.transporte_publico,
    transporte_poder: row.transporte_poder,
    transporte_veiculos: row.transporte_veiculos,
    cep: row.cep,
    endereco: row.endereco,
    endereco_numero: row.endereco_numero,
    endereco_complemento: row.endereco_complemento,
    bairro: row.bairro,
    municipio_ibge: row.municipio_ibge,
    municipio_nome: nomeDoMunicipio(row.municipio_ibge),
    zona: row.zona,
    contato_familia: contato,
    status: row.status,
    escola_id: row.escola_id,
    escola_nome: row.escola_nome,
    empresa_id: row.empresa_id,
    usuario_id: row.usuario_id,
    usuario_nome: row.usuario_nome,
    matricula_atual: atual ? apresentarMatricula(atual) : null,
    possui_historico: historico.length > 0,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
