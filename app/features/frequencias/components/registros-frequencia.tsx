import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { useExclusao } from '../../../lib/use-exclusao';
import { useListaPaginada } from '../../../lib/use-lista-paginada';
import { useExcluirFrequencia } from '../api/excluir-frequencia';
import { type FiltroFrequencia, type Frequencia, type StatusFiltro, useFrequencias } from '../api/carregar-frequencias';
import { useAtualizarFrequencia } from '../api/atualizar-frequencia';
import { FrequenciaFormDialog } from './frequencia-form-dialog';
import { FrequenciasTable } from './frequencias-table';
import { TEXTOS, dataBR } from './textos';

/**
 * The server-paged record list with the list button (presente ⇄ faltou), the edit
 * dialog and the delete confirmation. Give it a `key` of its filters so paging restarts.
 */
export function RegistrosFrequencia({
  filtro,
  status,
  busca,
  visao,
  editavel = true,
}: {
  filtro: FiltroFrequencia;
  status: StatusFiltro;
  busca: string;
  visao: 'escola' | 'geral';
  editavel?: boolean;
}) {
  const paginacao = useListaPaginada({}, 20);
  const [editando, setEditando] = useState<Frequencia | null>(null);
  const lista = useFrequencias({ ...filtro, status, busca, pagina: paginacao.pagina, porPagina: paginacao.porPagina });
  const atualizar = useAtualizarFrequencia();
  const exclusao = useExclusao<Frequencia>({
    excluir: useExcluirFrequencia(),
    descrever: (f) => TEXTOS.confirmarExclusao(f.aluno_nome, dataBR(f.data)),
    textos: TEXTOS,
    aoExcluir: () => paginacao.aposExcluir(lista.data?.itens.length),
  });
  const filtrado =
    status !== 'todos' ||
    busca.trim() !== '' ||
    Boolean(filtro.dataInicio || filtro.dataFim) ||
    [filtro.turmaId, filtro.disciplinaId].some((v) => v && v !== 'all');

  const alternar = (f: Frequencia) =>
    atualizar.mutate(
      {
        id: f.id,
        input: {
          data: f.data,
          presente: !f.presente,
          justificativa: f.presente ? f.justificativa : null,
          observacoes: f.observacoes,
          updated_at: f.updated_at,
        },
      },
      {
        onSuccess: (novo) =>
          toast.success(`${novo.aluno_nome}: ${novo.presente ? TEXTOS.presente : TEXTOS.faltou} em ${dataBR(novo.data)}`),
        onError: (error) => toast.error(TEXTOS.erroSalvar(error.message)),
      },
    );

  return (
    <>
      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={{ ...TEXTOS, carregando: TEXTOS.carregandoRegistros }}
        vazio={filtrado ? TEXTOS.semResultado : TEXTOS.vazio}
        className="flex flex-col gap-4"
      >
        {(registros) => (
          <FrequenciasTable
            registros={registros}
            visao={visao}
            alternando={atualizar.isPending ? atualizar.variables?.id : null}
            onAlternar={editavel ? alternar : undefined}
            onEditar={editavel ? setEditando : undefined}
            onExcluir={editavel ? exclusao.pedir : undefined}
          />
        )}
      </ListaPaginada>
      <FrequenciaFormDialog registro={editando} onClose={() => setEditando(null)} />
      <ConfirmDialog {...exclusao.confirmacao} />
    </>
  );
}
