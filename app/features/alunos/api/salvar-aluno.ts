import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { alunoInput, alunoUpdate } from '../../../../domain/schemas/aluno';
import { apiFetch } from '../../../lib/api';
import { ALUNOS_QUERY_KEY, type Aluno } from './carregar-alunos';

export type AlunoCreateInput = z.output<typeof alunoInput>;
export type AlunoUpdateInput = z.output<typeof alunoUpdate>;

type CamposDaIdentificacao =
  'nome' | 'email' | 'telefone' | 'data_nascimento' | 'codigo_inep' | 'status' | 'turma_id' | 'usuario_id';

/** Every field of the ficha beyond identification and class, as the student has them now. */
export function fichaDoAluno(a: Aluno): Omit<AlunoUpdateInput, CamposDaIdentificacao | 'updated_at'> {
  return {
    filiacao_1: a.filiacao_1,
    filiacao_2: a.filiacao_2,
    filiacao_nao_declarada: a.filiacao_nao_declarada,
    sexo: a.sexo,
    nacionalidade: a.nacionalidade,
    pais_nascimento: a.pais_nascimento,
    municipio_nascimento_ibge: a.municipio_nascimento_ibge,
    cpf: a.cpf,
    nis: a.nis,
    certidao_nascimento: a.certidao_nascimento,
    certidao_livro: a.certidao_livro,
    certidao_folha: a.certidao_folha,
    certidao_termo: a.certidao_termo,
    rg: a.rg,
    transporte_publico: a.transporte_publico,
    transporte_poder: a.transporte_poder,
    transporte_veiculos: a.transporte_veiculos,
    cep: a.cep,
    endereco: a.endereco,
    endereco_numero: a.endereco_numero,
    endereco_complemento: a.endereco_complemento,
    bairro: a.bairro,
    municipio_ibge: a.municipio_ibge,
    zona: a.zona,
  };
}

/** The PUT body that keeps the student as it is (a PUT replaces every field): the caller changes what it means to. */
export function corpoDoAluno(a: Aluno): AlunoUpdateInput {
  const { nome, email, telefone, data_nascimento, codigo_inep, status, usuario_id, updated_at } = a;
  return {
    nome,
    email,
    telefone,
    data_nascimento,
    codigo_inep,
    status,
    usuario_id,
    turma_id: null,
    updated_at,
    ...fichaDoAluno(a),
  };
}

function criarAluno(input: AlunoCreateInput): Promise<Aluno> {
  return apiFetch('/api/alunos', { method: 'POST', body: input });
}

/** `updated_at` is the version the form was loaded with; the server answers 409 if it moved. */
function atualizarAluno({ id, input }: { id: string; input: AlunoUpdateInput }): Promise<Aluno> {
  return apiFetch(`/api/alunos/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

function excluirAluno(id: string): Promise<void> {
  return apiFetch(`/api/alunos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Students and enrolments show in the student lists, the rosters and the class counts. */
export function refreshAlunos(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ALUNOS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ['turmas'] });
}

export function useCriarAluno() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: criarAluno, onSuccess: () => refreshAlunos(queryClient) });
}

export function useAtualizarAluno() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: atualizarAluno, onSettled: () => refreshAlunos(queryClient) });
}

export function useExcluirAluno() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: excluirAluno, onSettled: () => refreshAlunos(queryClient) });
}
