import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { STATUS_AVALIACAO_LABEL } from '../../../../domain/avaliacao/sub-avaliacoes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { LoadError } from '../../../components/load-error';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { type FiltroSubAvaliacoes, type SubAvaliacao, useSubAvaliacoes } from '../api/carregar-sub-avaliacoes';
import { useDisciplinasDaTurma } from '../api/carregar-disciplinas-da-turma';
import { useAvancarSubAvaliacao, useExcluirSubAvaliacao } from '../api/gravar-sub-avaliacao';
import { LancarNotasDialog } from './lancar-notas-dialog';
import { ResumoCards } from './resumo-cards';
import { SubAvaliacaoFormDialog } from './sub-avaliacao-form-dialog';
import { SubAvaliacoesFiltros } from './sub-avaliacoes-filtros';
import { SubAvaliacoesTable } from './sub-avaliacoes-table';
import { TEXTOS } from './textos';

/**
 * The assessments of a class: cards, filters, table, the create/edit dialog, status steps, the
 * scores dialog and deletion. A closed bimestre shows its rows read-only with the reason.
 */
export function SubAvaliacoesView({ turma, descricao }: { turma: { id: string; nome: string }; descricao: string }) {
  const { usuario, permissoes } = useSignedInSession();
  const ehProfessor = usuario.tipo_usuario === 'professor';
  const podeCriar = permissoes.includes('avaliacoes.criar');

  const paginacao = useBuscaPaginada<FiltroSubAvaliacoes>(
    { turmaId: turma.id, disciplinaId: '', bimestre: '', tipo: '', status: '', busca: '' },
    20,
  );
  const { filtros: filtro } = paginacao;
  const lista = useSubAvaliacoes(paginacao.consulta);
  const doTurma = useDisciplinasDaTurma(turma.id);
  const avancar = useAvancarSubAvaliacao();
  const [notasDe, setNotasDe] = useState<SubAvaliacao | null>(null);
  const crud = usePaginaCrud<SubAvaliacao>({
    paginacao,
    lista,
    excluir: useExcluirSubAvaliacao(),
    descrever: () => TEXTOS.confirmarExclusao,
    textos: TEXTOS,
  });

  const todas = useMemo(
    () => [...(doTurma.data?.itens ?? [])].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')),
    [doTurma.data],
  );
  // A professor creates only on the subjects it teaches in the class.
  const paraCriar = ehProfessor ? todas.filter((d) => d.professores.some((p) => p.id === usuario.id)) : todas;
  const motivos = [...new Set((lista.data?.itens ?? []).map((a) => a.fechado).filter((m): m is string => m !== null))];

  const onAvancar = (a: SubAvaliacao) =>
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
      <ResumoCards resumo={lista.data?.resumo} />
      {doTurma.isError ? (
        <LoadError message={TEXTOS.erroDisciplinas(doTurma.error.message)} onRetry={() => void doTurma.refetch()} />
      ) : null}
      {ehProfessor && doTurma.isSuccess && !paraCriar.length ? (
        <p className="text-sm text-slate-600">{TEXTOS.semDisciplinas}</p>
      ) : null}
      {motivos.map((m) => (
        <p key={m} role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {m}
        </p>
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
