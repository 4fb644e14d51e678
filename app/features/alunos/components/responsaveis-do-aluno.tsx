import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PARENTESCOS, PARENTESCO_LABEL } from '../../../../domain/aluno/censo';
import {
  type AtualizarResponsavel,
  RESPONSAVEL_MENSAGENS as MSG,
  type VincularResponsavel,
  atualizarResponsavelInput,
  cpfMascarado,
  vincularResponsavelInput,
} from '../../../../domain/schemas/responsavel';
import { AcoesLinha, BotaoEditar, BotaoExcluir } from '../../../components/acoes-linha';
import { camposDe } from '../../../components/campos';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog, definirFormulario } from '../../../components/form-dialog';
import { LoadError } from '../../../components/load-error';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { schemaResolver } from '../../../lib/form-resolver';
import { useSignedInSession } from '../../../lib/session';
import { useExclusao } from '../../../lib/use-exclusao';
import { useFormulario } from '../../../lib/use-pagina-crud';
import {
  type ResponsavelDoAluno,
  type ResponsavelEncontrado,
  useAtualizarResponsavel,
  useBuscaDeResponsaveis,
  useRemoverResponsavel,
  useResponsaveisDoAluno,
  useVincularResponsavel,
} from '../api/responsaveis';

/** What the form holds: every input as text (the schema turns blanks into null), the choices as booleans. */
interface Valores {
  /** An existing guardian of the network chosen in the search; empty for a new person. */
  responsavel_id: string;
  nome: string;
  cpf: string;
  telefone: string;
  telefone_2: string;
  email: string;
  parentesco: string;
  responsavel_legal: boolean;
  mora_com_aluno: boolean;
  autorizado_buscar: boolean;
  prioridade: string;
  /** The person's version as loaded (editing). */
  responsavel_updated_at: string;
}

const CAMPOS = [
  'responsavel_id',
  'nome',
  'cpf',
  'telefone',
  'telefone_2',
  'email',
  'parentesco',
  'responsavel_legal',
  'mora_com_aluno',
  'autorizado_buscar',
  'prioridade',
] as const satisfies readonly (keyof Valores)[];

const { CampoTexto, CampoSelect, CampoBooleano } = camposDe<Valores>();
const SIM_NAO = { sim: ['sim', 'Sim'], nao: ['nao', 'Não'] } as const;
const PRIORIDADES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

const valores = (r: ResponsavelDoAluno | null): Valores => ({
  responsavel_id: '',
  nome: r?.nome ?? '',
  cpf: r?.cpf ?? '',
  telefone: r?.telefone ?? '',
  telefone_2: r?.telefone_2 ?? '',
  email: r?.email ?? '',
  parentesco: r?.parentesco ?? '',
  responsavel_legal: r?.responsavel_legal ?? false,
  mora_com_aluno: r?.mora_com_aluno ?? false,
  autorizado_buscar: r?.autorizado_buscar ?? false,
  prioridade: String(r?.prioridade ?? 1),
  responsavel_updated_at: r?.responsavel_updated_at ?? '',
});

const falha = (mensagem: string) => ({ titulo: 'Não foi possível salvar o responsável', descricao: mensagem });

const FORMULARIO_VINCULAR = definirFormulario({
  valores: () => valores(null),
  validacao: {
    resolver: schemaResolver<Valores, VincularResponsavel>(
      vincularResponsavelInput,
      ({ responsavel_updated_at: _v, ...v }) => v,
      CAMPOS,
    ),
    campos: CAMPOS,
  },
  aparencia: { prefixo: 'responsavel', className: 'max-w-2xl', disposicao: 'duas-colunas' },
  novo: { titulo: 'Adicionar responsável', sucesso: MSG.vinculado, botao: 'Adicionar' },
  falha,
});

const FORMULARIO_EDITAR = definirFormulario<Valores, AtualizarResponsavel, ResponsavelDoAluno>({
  valores,
  descricao: (r) =>
    r && r.outros_alunos > 0 ? 'Os dados da pessoa mudam também para os outros alunos de quem ela é responsável.' : null,
  validacao: {
    resolver: schemaResolver<Valores, AtualizarResponsavel>(
      atualizarResponsavelInput,
      ({ responsavel_id: _id, ...v }, contexto) => ({ ...v, updated_at: contexto?.versao }),
      CAMPOS,
    ),
    campos: CAMPOS,
  },
  aparencia: { prefixo: 'responsavel', className: 'max-w-2xl', disposicao: 'duas-colunas' },
  editado: { titulo: 'Editar responsável', sucesso: MSG.atualizado },
  falha,
});

/**
 * The guardians of a student on its ficha: who they are, what each is to the child and may do, in the
 * order to call them; with alunos.atualizar, add one (an existing guardian of the network, found by name
 * or CPF, or a new person), edit, and remove after confirming.
 */
export function ResponsaveisDoAluno({ alunoId, escolaId }: { alunoId: string; escolaId: string }) {
  const { permissoes } = useSignedInSession();
  const podeEditar = permissoes.includes('alunos.atualizar');
  const lista = useResponsaveisDoAluno(alunoId);
  const vincular = useVincularResponsavel(alunoId);
  const atualizar = useAtualizarResponsavel(alunoId);
  const { novo, editar, editando, formulario } = useFormulario<ResponsavelDoAluno>();
  const exclusao = useExclusao<ResponsavelDoAluno>({
    excluir: useRemoverResponsavel(alunoId),
    descrever: (r) => MSG.confirmarRemocao(r.nome),
    textos: { excluido: MSG.removido, erroExcluir: 'Não foi possível remover o responsável' },
  });

  return (
    <div className="grid gap-3" data-escola={escolaId}>
      {podeEditar ? (
        <div>
          <Button onClick={novo}>Adicionar responsável</Button>
        </div>
      ) : null}
      {lista.isPending ? (
        <Spinner label="Carregando responsáveis..." />
      ) : lista.isError ? (
        <LoadError message={lista.error.message} onRetry={() => void lista.refetch()} />
      ) : lista.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum responsável cadastrado para este aluno.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Responsáveis do aluno">
          {lista.data.map((r) => (
            <li key={r.id} className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="font-medium text-slate-900">{r.nome}</p>
                  <p className="text-sm text-slate-600">
                    {PARENTESCO_LABEL[r.parentesco]} · Prioridade {r.prioridade}
                  </p>
                </div>
                {podeEditar ? (
                  <AcoesLinha>
                    <BotaoEditar rotulo={`Editar ${r.nome}`} onClick={() => editar(r)} />
                    <BotaoExcluir rotulo={`Remover ${r.nome}`} onClick={() => exclusao.pedir(r)} />
                  </AcoesLinha>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-1">
                {r.responsavel_legal ? <Badge color="blue">Responsável legal</Badge> : null}
                {r.mora_com_aluno ? <Badge color="green">Mora com o aluno</Badge> : null}
                {r.autorizado_buscar ? <Badge color="purple">Autorizado a buscar</Badge> : null}
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {[
                  ['Telefone', r.telefone],
                  ['Telefone 2', r.telefone_2],
                  ['E-mail', r.email],
                  ['CPF', r.cpf ? cpfMascarado(r.cpf) : null],
                ]
                  .filter(([, v]) => v)
                  .map(([rotulo, v]) => (
                    <div key={rotulo} className="contents">
                      <dt className="text-slate-600">{rotulo}</dt>
                      <dd className="text-slate-900">{v}</dd>
                    </div>
                  ))}
              </dl>
              {r.outros_alunos > 0 ? (
                <p className="text-xs text-slate-600">
                  Também responsável por {r.outros_alunos} {r.outros_alunos === 1 ? 'outro aluno' : 'outros alunos'} da rede.
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      <FormDialog
        {...formulario}
        formulario={FORMULARIO_VINCULAR}
        registro={null}
        open={formulario.open && editando === null}
        mutacoes={{ criar: (dados) => vincular.mutateAsync(dados) }}
      >
        <BuscaDeResponsavel alunoId={alunoId} />
        <CamposDaPessoa />
        <CamposDoVinculo />
      </FormDialog>
      <FormDialog
        {...formulario}
        formulario={FORMULARIO_EDITAR}
        registro={editando}
        open={editando !== null}
        mutacoes={{ atualizar: ({ id, input }) => atualizar.mutateAsync({ id, input }) }}
      >
        <CamposDaPessoa />
        <CamposDoVinculo />
      </FormDialog>
      <ConfirmDialog {...exclusao.confirmacao} title="Remover responsável" confirmLabel="Remover" pendingLabel="Removendo..." />
    </div>
  );
}

/**
 * Finds a guardian the network already has (a sibling's mother, say) by name or CPF: choosing one links
 * that person, and the person's fields give way to its name. A whole CPF also finds a guardian of another
 * school of the network; its CPF goes with the request as the proof the server asks for.
 */
function BuscaDeResponsavel({ alunoId }: { alunoId: string }) {
  const { setValue, control } = useFormContext<Valores>();
  const escolhido = useWatch({ control, name: 'responsavel_id' });
  const [busca, setBusca] = useState('');
  const [nomeEscolhido, setNomeEscolhido] = useState('');
  const achados = useBuscaDeResponsaveis(alunoId, busca);
  const escolher = (r: ResponsavelEncontrado | null) => {
    setValue('responsavel_id', r?.id ?? '');
    setValue('cpf', r?.cpf ?? '');
    setNomeEscolhido(r?.nome ?? '');
  };

  if (escolhido)
    return (
      <div className="flex flex-wrap items-center gap-2 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm sm:col-span-2">
        <span>
          Vincular <strong>{nomeEscolhido}</strong>, já cadastrado(a) na rede.
        </span>
        <Button variant="outline" size="sm" onClick={() => escolher(null)}>
          Cadastrar outra pessoa
        </Button>
      </div>
    );
  return (
    <div className="grid gap-2 sm:col-span-2">
      <label htmlFor="responsavel-busca" className="text-sm font-medium text-slate-800">
        Buscar responsável já cadastrado (nome ou CPF)
      </label>
      <Input
        id="responsavel-busca"
        type="search"
        value={busca}
        autoComplete="off"
        placeholder="Digite ao menos 3 letras ou o CPF"
        onChange={(e) => setBusca(e.target.value)}
        // Enter searches as the user types; it must not save the dialog.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      {busca.trim().length < 3 ? (
        <p className="text-xs text-slate-600">Ou preencha os dados abaixo para cadastrar uma pessoa nova.</p>
      ) : achados.isPending ? (
        <Spinner label="Buscando..." />
      ) : achados.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {achados.error.message}
        </p>
      ) : achados.data.itens.length === 0 ? (
        <p className="text-sm text-slate-600" role="status">
          Nenhum responsável encontrado. Preencha os dados abaixo para cadastrar.
        </p>
      ) : (
        <ul className="grid gap-1" aria-label="Responsáveis encontrados">
          {achados.data.itens.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 p-2 text-sm"
            >
              <span>
                <span className="font-medium">{r.nome}</span>
                {r.cpf ? <span className="text-slate-600"> · CPF {cpfMascarado(r.cpf)}</span> : null}
                {r.alunos.length ? (
                  <span className="block text-xs text-slate-600">Responsável por {r.alunos.map((a) => a.nome).join(', ')}</span>
                ) : null}
              </span>
              <Button variant="outline" size="sm" onClick={() => escolher(r)} aria-label={`Vincular ${r.nome}`}>
                Vincular
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The person: hidden while an existing guardian is chosen (its data are kept as they are). */
function CamposDaPessoa() {
  const { control } = useFormContext<Valores>();
  const escolhido = useWatch({ control, name: 'responsavel_id' });
  if (escolhido) return null;
  return (
    <>
      <CampoTexto name="nome" label="Nome" largo />
      <CampoTexto name="cpf" label="CPF" inputMode="numeric" placeholder="000.000.000-00" />
      <CampoTexto name="email" label="E-mail" type="email" />
      <CampoTexto name="telefone" label="Telefone" type="tel" />
      <CampoTexto name="telefone_2" label="Telefone 2" type="tel" />
    </>
  );
}

/** What the guardian is to this child and may do. */
function CamposDoVinculo() {
  return (
    <>
      <CampoSelect name="parentesco" label="Parentesco" opcoes={PARENTESCOS} rotulos={PARENTESCO_LABEL} vazio="Selecione" />
      <CampoSelect name="prioridade" label="Prioridade de contato" opcoes={PRIORIDADES} />
      <CampoBooleano name="responsavel_legal" label="Responsável legal" {...SIM_NAO} />
      <CampoBooleano name="mora_com_aluno" label="Mora com o aluno" {...SIM_NAO} />
      <CampoBooleano name="autorizado_buscar" label="Autorizado a buscar" {...SIM_NAO} />
    </>
  );
}
