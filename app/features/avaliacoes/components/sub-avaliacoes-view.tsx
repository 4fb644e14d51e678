import { useState } from 'react';
import { toast } from 'sonner';
import { STATUS_AVALIACAO_LABEL } from '../../../../domain/avaliacao/sub-avaliacoes';
import { Observacao } from '../../../components/observacao';
import { AvisosDasDisciplinas } from '../../../components/avisos-das-disciplinas';
import { CartoesDeResumo } from '../../../components/cartoes-de-resumo';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { useDisciplinasParaCriar } from '../../../lib/opcoes/disciplinas-da-turma';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { type FiltroSubAvaliacoes, type Avaliacao, useSubAvaliacoes } from '../api/carregar-sub-avaliacoes';
import { useAvancarSubAvaliacao, useExcluirSubAvaliacao } from '../api/gravar-sub-avaliacao';
import { LancarNotasDialog } from './lancar-notas-dialog';
import { CARTOES_DO_RESUMO } from './cartoes-do-resumo';
import { SubAvaliacaoFormDialog } from './sub-avaliacao-form-dialog';
import { SubAvaliacoesFiltros } from './sub-avaliacoes-filtros';
import { SubAvaliacoesTable } from './sub-avaliacoes-table';
import { TEXTOS } from './textos';

/**
 * The assessments of a class: cards, filters, table, the create/edit dialog, status steps, the
 * scores dialog and deletion. A closed bimestre shows its rows read-only with the reason.
 */
export function SubAvaliacoesView({ turma, descricao }: { turma: { id: string; nome: string }; descricao: string }) {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('avaliacoes.criar');

  const paginacao = useBuscaPaginada<FiltroSubAvaliacoes>(
    { turmaId: turma.id, disciplinaId: '', bimestre: '', tipo: '', status: '', busca: '' },
    20,
  );
  const { filtros: filtro } = paginacao;
  const lista = useSubAvaliacoes(paginacao.consulta);
  const disciplinas = useDisciplinasParaCriar(turma.id);
  const { todas, paraCriar, ehProfessor } = disciplinas;
  const avancar = useAvancarSubAvaliacao();
  const [notasDe, setNotasDe] = useState<Avaliacao | null>(null);
  const crud = usePaginaCrud<Avaliacao>({
    paginacao,
    lista,
    excluir: useExcluirSubAvaliacao(),
    descrever: () => TEXTOS.confirmarExclusao,
    textos: TEXTOS,
  });

  const motivos = [...new Set((lista.data?.itens ?? []).map((a) => a.fechado).filter((m): m is string => m !== null))];

  const onAvancar = (a: Avaliacao) =>
    avancar.mutate(a, {
      onSuccess: (nova) => toast.success(TEXTOS.avancado(STATUS_AVALIACAO_LABEL[nova.status])),
      onError: (error) => toast.error(TEXTOS.erroAvancar(error.message)),
    });

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={descricao}
      actions={podeCriar && paraCriar.length ? <BotaoNovo onClick={crud.novo}>{TEXTOS.nova}</BotaoNovo> : null}
    >
      <CartoesDeResumo resumo={lista.data?.resumo} cartoes={CARTOES_DO_RESUMO} />
      <AvisosDasDisciplinas disciplinas={disciplinas} />
      {motivos.map((m) => (
        <Observacao key={m}>{m}</Observacao>
      ))}
      <SubAvaliacoesFiltros filtro={filtro} onChange={paginacao.mudarFiltros} disciplinas={todas} />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.vazioFiltros : TEXTOS.vazio}
      >
        {(avaliacoes) => (
          <SubAvaliacoesTable
            avaliacoes={avaliacoes}
            avancando={avancar.isPending ? (avancar.variables?.id ?? null) : null}
            onAvancar={onAvancar}
            onNotas={setNotasDe}
            {...crud.acoes}
          />
        )}
      </ListaPaginada>

      <SubAvaliacaoFormDialog
        {...crud.formulario}
        avaliacao={crud.editando}
        turma={turma}
        disciplinas={crud.editando ? todas : paraCriar}
        escolheProfessor={!ehProfessor}
        disciplinaId={filtro.disciplinaId}
      />
      <LancarNotasDialog avaliacao={notasDe} onClose={() => setNotasDe(null)} />
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
