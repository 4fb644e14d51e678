import { BookOpen, Layers, ListChecks, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { useExcluirHabilidade } from '../api/excluir-habilidade';
import { useEstatisticas } from '../api/carregar-estatisticas';
import { type FiltroHabilidades, type Habilidade, useHabilidades } from '../api/carregar-habilidades';
import { BnccFiltros } from '../components/bncc-filtros';
import { HabilidadeFormDialog } from '../components/habilidade-form-dialog';
import { HabilidadesTable } from '../components/habilidades-table';
import { ImportacaoDialog } from '../components/importacao-dialog';
import { StatCard } from '../components/stat-card';
import { TEXTOS } from '../components/textos';

/**
 * The BNCC: the official catalogue (written only by administradores) and the viewer's education
 * body's own skills, with stats over the filtered set, filters, paging and the import.
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

  const paginacao = useBuscaPaginada<FiltroHabilidades>({ busca: '', componente: '', anoSerie: '', origem: '' }, 20);
  const lista = useHabilidades(paginacao.consulta);
  const stats = useEstatisticas(paginacao.criterios);
  const [importando, setImportando] = useState(false);
  const crud = usePaginaCrud<Habilidade>({
    paginacao,
    lista,
    excluir: useExcluirHabilidade(),
    descrever: () => TEXTOS.confirmarExclusao,
    textos: TEXTOS,
  });

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={TEXTOS.descricao}
      actions={
        <>
          {isAdministrador ? (
            <Button variant="outline" onClick={() => setImportando(true)}>
              <Upload aria-hidden />
              {TEXTOS.importar}
            </Button>
          ) : null}
          {podeCriar ? <BotaoNovo onClick={crud.novo}>{TEXTOS.nova}</BotaoNovo> : null}
        </>
      }
    >
      <section aria-label="Resumo" className="grid gap-4 sm:grid-cols-3">
        <StatCard titulo={TEXTOS.statTotal} valor={stats.data?.total} icone={<BookOpen aria-hidden />} />
        <StatCard titulo={TEXTOS.statComponentes} valor={stats.data?.componentes} icone={<Layers aria-hidden />} />
        <StatCard titulo={TEXTOS.statAnos} valor={stats.data?.anos_series} icone={<ListChecks aria-hidden />} />
      </section>

      <BnccFiltros filtro={paginacao.filtros} onChange={paginacao.mudarFiltros} />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={TEXTOS.vazio}
        onTentarNovamente={() => {
          void lista.refetch();
          void stats.refetch();
        }}
      >
        {(habilidades) => (
          <HabilidadesTable habilidades={habilidades} podeEditar={podeEditar} podeExcluir={podeExcluir} {...crud.acoes} />
        )}
      </ListaPaginada>

      <HabilidadeFormDialog {...crud.formulario} habilidade={crud.editando} isAdministrador={isAdministrador} />
      {isAdministrador ? <ImportacaoDialog open={importando} onOpenChange={setImportando} /> : null}
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
