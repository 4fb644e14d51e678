import { useState } from 'react';
import {
  RELACAO_SOLICITANTE_LABEL,
  RELACOES_SOLICITANTE,
  TIPO_SOLICITACAO_LABEL,
  TIPOS_SOLICITACAO,
} from '../../../../domain/privacidade/tipos';
import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import {
  type Solicitacao,
  solicitacaoQueryOptions,
  useAlunosPorNome,
  useAtualizarSolicitacao,
  useCriarSolicitacao,
} from '../api/solicitacoes';
import { FORMULARIO_SOLICITACAO, type SolicitacaoFormValues } from './solicitacao-form';
import { TEXTOS_SOLICITACOES as TEXTOS } from './textos';

const { CampoTexto, CampoData, CampoAreaTexto, CampoSelect } = camposDe<SolicitacaoFormValues>();

/** Dialog 'Nova/Editar Solicitação': the student is found by name, then who asked, in which relation, what and when. */
export function SolicitacaoFormDialog({ solicitacao, ...dialogo }: DialogoProps & { solicitacao: Solicitacao | null }) {
  const mutacoes = useMutacoesDeCadastro(useCriarSolicitacao(), useAtualizarSolicitacao(), solicitacaoQueryOptions);
  const [busca, setBusca] = useState('');
  const encontrados = useAlunosPorNome(busca);
  // The student chosen before stays a choice while another is searched.
  const atual =
    solicitacao?.aluno_id && solicitacao.aluno_nome ? [{ id: solicitacao.aluno_id, nome: solicitacao.aluno_nome }] : [];
  const opcoes = [
    ...atual,
    ...(encontrados.data?.itens ?? [])
      .filter((a) => a.id !== solicitacao?.aluno_id)
      .map((a) => ({ id: a.id, nome: `${a.nome} (${a.matricula})` })),
  ];
  return (
    <FormDialog {...dialogo} formulario={FORMULARIO_SOLICITACAO} registro={solicitacao} mutacoes={mutacoes}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="solicitacao-busca-aluno" label={TEXTOS.buscarAluno}>
          <Input
            id="solicitacao-busca-aluno"
            type="search"
            value={busca}
            autoComplete="off"
            aria-describedby="solicitacao-busca-aluno-ajuda"
            onChange={(e) => setBusca(e.target.value)}
          />
          <p id="solicitacao-busca-aluno-ajuda" className="text-xs text-slate-600">
            {TEXTOS.buscarAlunoAjuda}
          </p>
        </FormField>
        <CampoSelect
          name="aluno_id"
          label="Aluno"
          vazio={TEXTOS.selecione}
          opcoes={opcoes}
          carregando={encontrados.isFetching && !encontrados.data ? TEXTOS.carregandoOpcoes : false}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoTexto name="solicitante_nome" label="Quem fez o pedido" />
        <CampoSelect
          name="relacao"
          label="Relação com o aluno"
          vazio={TEXTOS.selecione}
          opcoes={RELACOES_SOLICITANTE}
          rotulos={RELACAO_SOLICITANTE_LABEL}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoSelect
          name="tipo"
          label="Tipo do pedido"
          vazio={TEXTOS.selecione}
          opcoes={TIPOS_SOLICITACAO}
          rotulos={TIPO_SOLICITACAO_LABEL}
        />
        <CampoData name="recebida_em" label="Recebida em" />
      </div>
      <CampoAreaTexto name="descricao" label="O que foi pedido (opcional)" rows={3} />
    </FormDialog>
  );
}
