import { alunoUpdate } from '../../../../domain/schemas/aluno';
import { type VersaoContexto, schemaResolver } from '../../../lib/form-resolver';
import type { AlunoDetalhe } from '../api/carregar-aluno';
import type { AlunoUpdateInput } from '../api/salvar-aluno';

/** What the ficha holds: strings as the inputs give them; transport as '' (not informed), 'sim' or 'nao'. */
export interface FichaFormValues {
  nome: string;
  email: string;
  telefone: string;
  data_nascimento: string;
  codigo_inep: string;
  status: string;
  filiacao_1: string;
  filiacao_2: string;
  filiacao_nao_declarada: boolean;
  sexo: string;
  nacionalidade: string;
  pais_nascimento: string;
  municipio_nascimento_ibge: string;
  cpf: string;
  nis: string;
  certidao_nascimento: string;
  certidao_livro: string;
  certidao_folha: string;
  certidao_termo: string;
  rg: string;
  transporte_publico: string;
  transporte_poder: string;
  transporte_veiculos: string[];
  cep: string;
  endereco: string;
  endereco_numero: string;
  endereco_complemento: string;
  bairro: string;
  municipio_ibge: string;
  zona: string;
}

export function valoresDaFicha(a: AlunoDetalhe): FichaFormValues {
  const t = (v: string | null) => v ?? '';
  return {
    nome: a.nome,
    email: t(a.email),
    telefone: t(a.telefone),
    data_nascimento: t(a.data_nascimento),
    codigo_inep: t(a.codigo_inep),
    status: a.status,
    filiacao_1: t(a.filiacao_1),
    filiacao_2: t(a.filiacao_2),
    filiacao_nao_declarada: a.filiacao_nao_declarada,
    sexo: t(a.sexo),
    nacionalidade: t(a.nacionalidade),
    pais_nascimento: t(a.pais_nascimento),
    municipio_nascimento_ibge: t(a.municipio_nascimento_ibge),
    cpf: t(a.cpf),
    nis: t(a.nis),
    certidao_nascimento: t(a.certidao_nascimento),
    certidao_livro: t(a.certidao_livro),
    certidao_folha: t(a.certidao_folha),
    certidao_termo: t(a.certidao_termo),
    rg: t(a.rg),
    transporte_publico: a.transporte_publico === null ? '' : a.transporte_publico ? 'sim' : 'nao',
    transporte_poder: t(a.transporte_poder),
    transporte_veiculos: a.transporte_veiculos,
    cep: t(a.cep),
    endereco: t(a.endereco),
    endereco_numero: t(a.endereco_numero),
    endereco_complemento: t(a.endereco_complemento),
    bairro: t(a.bairro),
    municipio_ibge: t(a.municipio_ibge),
    zona: t(a.zona),
  };
}

/** Every field of the ficha shows its own message (the server's included). */
export const CAMPOS_DA_FICHA: readonly (keyof FichaFormValues)[] = [
  'nome',
  'email',
  'telefone',
  'data_nascimento',
  'codigo_inep',
  'status',
  'filiacao_1',
  'filiacao_2',
  'filiacao_nao_declarada',
  'sexo',
  'nacionalidade',
  'pais_nascimento',
  'municipio_nascimento_ibge',
  'cpf',
  'nis',
  'certidao_nascimento',
  'certidao_livro',
  'certidao_folha',
  'certidao_termo',
  'rg',
  'transporte_publico',
  'transporte_poder',
  'transporte_veiculos',
  'cep',
  'endereco',
  'endereco_numero',
  'endereco_complemento',
  'bairro',
  'municipio_ibge',
  'zona',
];

/** The ficha saves with the shared schema; the class and the access user stay as they are. */
export function fichaResolver(aluno: AlunoDetalhe) {
  return schemaResolver<FichaFormValues, AlunoUpdateInput>(
    alunoUpdate,
    (v, ctx: VersaoContexto | undefined) => ({
      ...v,
      transporte_publico: v.transporte_publico === '' ? null : v.transporte_publico === 'sim',
      turma_id: null,
      usuario_id: aluno.usuario_id,
      updated_at: ctx?.versao ?? aluno.updated_at,
    }),
    CAMPOS_DA_FICHA,
  );
}
