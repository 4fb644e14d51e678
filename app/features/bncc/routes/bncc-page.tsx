import { BookOpen, Layers, ListChecks, Plus, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useDeleteHabilidade } from '../api/delete-habilidade';
import { useEstatisticas } from '../api/get-estatisticas';
import { type FiltroHabilidades, type Habilidade, useHabilidades } from '../api/get-habilidades';
import { BnccFiltros } from '../components/bncc-filtros';
import { HabilidadeFormDialog } from '../components/habilidade-form-dialog';
import { HabilidadesTable } from '../components/habilidades-table';
import { ImportacaoDialog } from '../components/importacao-dialog';
import { StatCard } from '../components/stat-card';
import { TEXTOS } from '../components/textos';
import { useListaPaginada } from '../../../lib/use-lista-paginada';

const POR_PAGINA = 20;
type Dialogo =
  | { tipo: 'nova' }
  | { tipo: 'editar'; habilidade: Habilidade }
  | { tipo: 'excluir'; habilidade: Habilidade }
  | { tipo: 'importar' }
  | null;

/**
 * Spec 2 "BNCC": the official catalogue (written only by administradores) and the viewer's
 * education body's own skills, with stats over the filtered set, filters, paging and the import.
 */
export function BnccPage() {
  const { usuario, permissoes } = useSignedInSession();
  const isAdministrador = usuario.tipo_usuario === 'administrador';
  const podeCriar = permissoes.includes('bncc.criar');
  // The server lets only administradores change official skills; the others change their body's own.
  const podeEditar = useCallback(
    (h: Habilidade) => permissoes.includes('bncc.atualizar') && (isAdministrador || h.origem === 'propria'),
    [permissoes, isAdministrador],
  );
  const podeExcluir = useCallback(
    (h: Habilidade) => permissoes.includes('bncc.deletar') && (isAdministrador || h.origem === 'propria'),
    [permissoes, isAdministrador],
  );

  const {
    pagina,
    setPagina,
    filtros: filtro,
    mudarFiltros: mudarFiltro,
    aposExcluir,
  } = useListaPaginada<FiltroHabilidades>({
    busca: '',
    componente: '',
    anoSerie: '',
    origem: '',
  });
  const [dialogo, setDialogo] = useState<Dialogo>(null);

  const consulta = { ...filtro, busca: filtro.busca.trim() };
  const lista = useHabilidades({ ...consulta, pagina, porPagina: POR_PAGINA });
  const stats = useEstatisticas(consulta);
  const excluir = useDeleteHabilidade();

  const confirmarExclusao = (h: Habilidade) =>
    excluir.mutate(h.id, {
      onSuccess: () => {
        toast.success(TEXTOS.excluida);
        setDialogo(null);
        aposExcluir(lista.data?.itens.length);
      },
      onError: (error) => toast.error(TEXTOS.erroExcluir(error.message)),
    });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXTOS.titulo}
        description={TEXTOS.descricao}
        actions={
          <>
            {isAdministrador ? (
              <Button variant="outline" onClick={() => setDialogo({ tipo: 'importar' })}>
                <Upload aria-hidden />
                {TEXTOS.importar}
              </Button>
            ) : null}
            {podeCriar ? (
              <Button onClick={() => setDialogo({ tipo: 'nova' })}>
                <Plus aria-hidden />
                {TEXTOS.nova}
              </Button>
            ) : null}
          </>
        }
      />

      <section aria-label="Resumo" className="grid gap-4 sm:grid-cols-3">
        <StatCard titulo={TEXTOS.statTotal} valor={stats.data?.total} icone={<BookOpen aria-hidden />} />
        <StatCard titulo={TEXTOS.statComponentes} valor={stats.data?.componentes} icone={<Layers aria-hidden />} />
        <StatCard titulo={TEXTOS.statAnos} valor={stats.data?.anos_series} icone={<ListChecks aria-hidden />} />
      </section>

      <BnccFiltros filtro={filtro} onChange={mudarFiltro} />

      {lista.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {TEXTOS.carregando}
        </p>
      ) : lista.isError ? (
        <LoadError
          message={TEXTOS.erroCarregar(lista.error.message)}
          onRetry={() => {
            void lista.refetch();
            void stats.refetch();
          }}
        />
      ) : lista.data.itens.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {TEXTOS.vazio}
        </p>
      ) : (
        <>
          <HabilidadesTable
            habilidades={lista.data.itens}
            podeEditar={podeEditar}
            podeExcluir={podeExcluir}
            onEditar={(habilidade) => setDialogo({ tipo: 'editar', habilidade })}
            onExcluir={(habilidade) => setDialogo({ tipo: 'excluir', habilidade })}
          />
          <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
        </>
      )}

      <HabilidadeFormDialog
        open={dialogo?.tipo === 'nova' || dialogo?.tipo === 'editar'}
        onOpenChange={(open) => {
          if (!open) setDialogo(null);
        }}
        habilidade={dialogo?.tipo === 'editar' ? dialogo.habilidade : null}
        isAdministrador={isAdministrador}
      />
      {isAdministrador ? (
        <ImportacaoDialog
          open={dialogo?.tipo === 'importar'}
          onOpenChange={(open) => {
            if (!open) setDialogo(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialogo?.tipo === 'excluir'}
        onOpenChange={(open) => {
          if (!open && !excluir.isPending) setDialogo(null);
        }}
        description={TEXTOS.confirmarExclusao}
        pending={excluir.isPending}
        onConfirm={() => {
          if (dialogo?.tipo === 'excluir') confirmarExclusao(dialogo.habilidade);
        }}
      />
    </div>
  );
}
