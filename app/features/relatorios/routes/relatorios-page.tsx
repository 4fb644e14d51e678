import { useState } from 'react';
import { pageTitle } from '../../../../domain/navigation';
import type { TipoDoCatalogo } from '../../../../domain/relatorios/catalogo';
import { CartoesDeResumo } from '../../../components/cartoes-de-resumo';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { Pagina } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { useSignedInSession } from '../../../lib/session';
import { useExclusao } from '../../../lib/use-exclusao';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { type Relatorio, useRelatorios, useResumoRelatorios } from '../api/carregar-relatorios';
import { useExcluirRelatorio } from '../api/gravar-relatorio';
import { CARTOES_DO_RESUMO } from '../components/cartoes-do-resumo';
import { CatalogoDeRelatorios } from '../components/catalogo';
import { RelatorioFormDialog } from '../components/relatorio-form-dialog';
import { RelatoriosTable, emCurso } from '../components/relatorios-table';
import { TEXTOS } from '../components/textos';

const { title } = pageTitle('/relatorios');

/**
 * /relatorios: the user's report cards, the catalogue of the eight types ('Gerar' asks for one in
 * the background) and the recent reports, read again every moment while one is being made.
 */
export function RelatoriosPage() {
  const { permissoes } = useSignedInSession();
  const podeGerar = permissoes.includes('relatorios.gerar');
  const podeBaixar = permissoes.includes('relatorios.exportar');

  const paginacao = useBuscaPaginada({ busca: '' }, 10);
  // Both poll while a report of the page, or any of the user's, is not finished; the next answer
  // that shows none running stops them.
  const [acompanhar, setAcompanhar] = useState(false);
  const lista = useRelatorios(paginacao.consulta, acompanhar);
  const resumo = useResumoRelatorios(acompanhar);
  const rodando = (lista.data?.itens.some(emCurso) ?? false) || (resumo.data?.em_andamento ?? 0) > 0;
  if (rodando !== acompanhar) setAcompanhar(rodando);

  const [gerando, setGerando] = useState<TipoDoCatalogo | null>(null);
  const { pedir, confirmacao } = useExclusao<Relatorio>({
    excluir: useExcluirRelatorio(),
    descrever: (r) => TEXTOS.confirmarExclusaoRelatorio(r.titulo),
    textos: TEXTOS,
    fecharAoFalhar: true,
    aoExcluir: () => paginacao.aposExcluir(lista.data?.itens.length),
  });

  return (
    <Pagina title={title} description={TEXTOS.descricao}>
      <CartoesDeResumo resumo={resumo.data} cartoes={CARTOES_DO_RESUMO} />

      <CatalogoDeRelatorios podeGerar={podeGerar} onGerar={setGerando} />

      <section aria-labelledby="relatorios-recentes" className="grid gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="relatorios-recentes" className="text-lg font-semibold text-slate-900">
            {TEXTOS.recentes}
          </h2>
          <SearchInput value={paginacao.busca} onChange={paginacao.onBusca} placeholder={TEXTOS.busca} />
        </div>
        <ListaPaginada
          lista={lista}
          paginacao={paginacao}
          textos={TEXTOS}
          vazio={paginacao.termo ? TEXTOS.semResultado(paginacao.termo) : TEXTOS.vazio}
          onTentarNovamente={() => {
            void lista.refetch();
            void resumo.refetch();
          }}
        >
          {(relatorios) => (
            <RelatoriosTable relatorios={relatorios} podeBaixar={podeBaixar} podeExcluir={podeGerar} onExcluir={pedir} />
          )}
        </ListaPaginada>
      </section>

      {gerando ? (
        <RelatorioFormDialog tipo={gerando} onClose={() => setGerando(null)} aoSolicitar={() => paginacao.setPagina(1)} />
      ) : null}
      <ConfirmDialog {...confirmacao} />
    </Pagina>
  );
}
