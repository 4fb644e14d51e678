import { Download } from 'lucide-react';
import { useState } from 'react';
import { AvisosDasDisciplinas } from '../../../components/avisos-das-disciplinas';
import { CartoesDeResumo } from '../../../components/cartoes-de-resumo';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { useDisciplinasParaCriar } from '../../../lib/opcoes/disciplinas-da-turma';
import { useSignedInSession } from '../../../lib/session';
import { useAcaoConfirmada } from '../../../lib/use-acao-confirmada';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import {
  type FechamentoBimestral,
  type FiltroFechamentos,
  urlExportacao,
  useFechamentos,
  useResumoFechamentos,
} from '../api/carregar-fechamentos';
import { type CorpoDaAcao, useAcaoFechamento, useExcluirFechamento } from '../api/gravar-fechamento';
import { AcaoDialog, type PedidoDeAcao } from './acao-dialog';
import { DetalheDialog } from './detalhe-dialog';
import { FechamentoFormDialog } from './fechamento-form-dialog';
import { FechamentosFiltros } from './fechamentos-filtros';
import { FechamentosTable } from './fechamentos-table';
import { CARTOES_DO_RESUMO } from './cartoes-do-resumo';
import { TEXTOS } from './textos';

const SUCESSO = { finalizar: TEXTOS.finalizado, reabrir: TEXTOS.reaberto, aprovar: TEXTOS.aprovado } as const;

/**
 * The bimonthly closings of a class: cards, filters, the table with computed figures, 'Novo
 * Fechamento', edit, view (students and history), Finalizar / Reabrir / Aprovar, delete and Exportar.
 */
export function FechamentosView({
  turma,
  descricao,
  filtrosIniciais,
}: {
  turma: { id: string; nome: string };
  descricao: string;
  /** A link to one row (the dashboard's closings late) opens on its subject and bimestre. */
  filtrosIniciais?: Pick<FiltroFechamentos, 'disciplinaId' | 'bimestre'>;
}) {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('fechamento.criar');

  const paginacao = useBuscaPaginada<FiltroFechamentos>(
    { turmaId: turma.id, disciplinaId: '', bimestre: '', status: '', busca: '', ...filtrosIniciais },
    20,
  );
  const { filtros } = paginacao;
  const lista = useFechamentos(paginacao.consulta);
  const resumo = useResumoFechamentos(filtros);
  // A professor closes only the subjects it teaches in the class.
  const disciplinas = useDisciplinasParaCriar(turma.id);
  const { todas, paraCriar } = disciplinas;
  const acao = useAcaoFechamento();
  const [vendo, setVendo] = useState<FechamentoBimestral | null>(null);
  const acaoConfirmada = useAcaoConfirmada({
    executar: ({ fechamento, acao: a }: PedidoDeAcao, corpo: CorpoDaAcao) =>
      acao.mutateAsync({ id: fechamento.id, acao: a, corpo }),
    textos: { sucesso: ({ acao: a }) => SUCESSO[a], falha: TEXTOS.erroAcao },
  });
  const crud = usePaginaCrud<FechamentoBimestral>({
    paginacao,
    lista,
    excluir: useExcluirFechamento(),
    descrever: () => TEXTOS.confirmarExclusao,
    textos: TEXTOS,
  });

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={descricao}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <a href={urlExportacao(filtros)} download>
              <Download aria-hidden />
              {TEXTOS.exportar}
            </a>
          </Button>
          {podeCriar && paraCriar.length ? <BotaoNovo onClick={crud.novo}>{TEXTOS.novo}</BotaoNovo> : null}
        </div>
      }
    >
      <CartoesDeResumo resumo={resumo.data} cartoes={CARTOES_DO_RESUMO} />
      <AvisosDasDisciplinas disciplinas={disciplinas} />
      <FechamentosFiltros filtro={filtros} onChange={paginacao.mudarFiltros} disciplinas={todas} />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.vazioFiltros : TEXTOS.vazio}
      >
        {(fechamentos) => (
          <FechamentosTable
            fechamentos={fechamentos}
            ocupado={acao.isPending ? (acao.variables?.id ?? null) : null}
            onVer={setVendo}
            onAcao={(fechamento, a) => acaoConfirmada.pedir({ fechamento, acao: a })}
            {...crud.acoes}
          />
        )}
      </ListaPaginada>

      <FechamentoFormDialog
        {...crud.formulario}
        fechamento={crud.editando}
        turma={turma}
        disciplinas={paraCriar}
        disciplinaId={filtros.disciplinaId}
      />
      <DetalheDialog fechamento={vendo} onClose={() => setVendo(null)} />
      <AcaoDialog {...acaoConfirmada.confirmacao} />
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
