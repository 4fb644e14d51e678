import { Plus, UserCheck, UserMinus, Users, UserX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { STATUS_ALUNO, STATUS_ALUNO_LABEL } from '../../../../domain/academico/catalogo';
import { SERIES_TURMA } from '../../../../domain/academico/series';
import { EscolaFrame } from '../../../components/escola-frame';
import { FiltroSelect } from '../../../components/filtro-select';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { ResumoCard, ResumoCards } from '../../../components/resumo-card';
import { SearchInput } from '../../../components/search-input';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import type { ItemNavegacao } from '../../../lib/navegacao';
import { useSignedInSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type Aluno, useAlunos } from '../api/get-alunos';
import { useTurmasEscola } from '../api/get-turmas-escola';
import { AlunoFormDialog } from '../components/aluno-form-dialog';
import { AlunosTable } from '../components/alunos-table';
import { ExcluirAlunoDialog } from '../components/excluir-aluno-dialog';
import { TEXTOS } from '../components/textos';
import { useListaPaginada } from '../../../lib/use-lista-paginada';

/** Spec 2 'Students page' at school level: /escola/{escolaId}/alunos. */
export function EscolaAlunosPage() {
  const { escolaId = '' } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return <EscolaFrame escolaId={escolaId}>{({ escola }) => <AlunosDaEscola escola={escola} />}</EscolaFrame>;
}

const POR_PAGINA = 20;
const SERIES = SERIES_TURMA.map((s) => ({ value: s, label: s }));
const STATUS = STATUS_ALUNO.map((s) => ({ value: s, label: STATUS_ALUNO_LABEL[s] }));
type Dialogo = { tipo: 'novo' } | { tipo: 'editar'; aluno: Aluno } | null;

function AlunosDaEscola({ escola }: { escola: ItemNavegacao }) {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('alunos.criar');
  const podeEditar = permissoes.includes('alunos.atualizar');
  const podeExcluir = permissoes.includes('alunos.deletar');
  const vinculaUsuario = permissoes.includes('alunos.gerenciar');

  const {
    pagina,
    setPagina,
    filtros: { busca, ...filtros },
    mudarFiltros,
    aposExcluir,
  } = useListaPaginada({ busca: '', turma_id: 'all', serie: 'all', status: 'all' });
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [excluindo, setExcluindo] = useState<Aluno | null>(null);
  const onBusca = useCallback((termo: string) => mudarFiltros({ busca: termo }), [mudarFiltros]);
  const filtrar = (chave: keyof typeof filtros) => (valor: string) => mudarFiltros({ [chave]: valor });

  const termo = busca.trim();
  const turmas = useTurmasEscola(escola.id);
  const lista = useAlunos({ pagina, porPagina: POR_PAGINA, busca: termo, escola_id: escola.id, ...filtros });
  const resumo = lista.data?.resumo;
  const filtrando = termo !== '' || Object.values(filtros).some((v) => v !== 'all');
  const valor = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXTOS.titulo}
        description={escola.nome}
        actions={
          podeCriar ? (
            <Button onClick={() => setDialogo({ tipo: 'novo' })}>
              <Plus aria-hidden />
              {TEXTOS.novo}
            </Button>
          ) : null
        }
      />

      <ResumoCards label="Resumo dos alunos">
        <ResumoCard titulo={TEXTOS.cards.total} valor={valor(resumo?.total)} icone={<Users />} />
        <ResumoCard titulo={TEXTOS.cards.ativos} valor={valor(resumo?.ativos)} icone={<UserCheck />} />
        <ResumoCard titulo={TEXTOS.cards.inativos} valor={valor(resumo?.inativos)} icone={<UserX />} />
        <ResumoCard titulo={TEXTOS.cards.transferidos} valor={valor(resumo?.transferidos)} icone={<UserMinus />} />
      </ResumoCards>

      <section aria-label="Filtros" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <SearchInput value={busca} onChange={onBusca} placeholder={TEXTOS.busca} />
        <div className="flex flex-wrap gap-4">
          <FiltroSelect
            id="filtro-turma"
            label="Turma"
            todos="Todas as turmas"
            value={filtros.turma_id}
            onChange={filtrar('turma_id')}
            opcoes={(turmas.data?.itens ?? []).map((t) => ({ value: t.id, label: t.nome }))}
          />
          <FiltroSelect
            id="filtro-serie"
            label="Série"
            todos="Todas as séries"
            value={filtros.serie}
            onChange={filtrar('serie')}
            opcoes={SERIES}
          />
          <FiltroSelect
            id="filtro-status"
            label="Status"
            todos="Todos"
            value={filtros.status}
            onChange={filtrar('status')}
            opcoes={STATUS}
          />
        </div>
      </section>

      {lista.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {TEXTOS.carregando}
        </p>
      ) : lista.isError ? (
        <LoadError message={TEXTOS.erroCarregar(lista.error.message)} onRetry={() => void lista.refetch()} />
      ) : lista.data.itens.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {filtrando ? TEXTOS.semResultado : TEXTOS.vazio}
        </p>
      ) : (
        <>
          <AlunosTable
            alunos={lista.data.itens}
            podeEditar={podeEditar}
            podeExcluir={podeExcluir}
            onEditar={(aluno) => setDialogo({ tipo: 'editar', aluno })}
            onExcluir={setExcluindo}
          />
          <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
        </>
      )}

      <AlunoFormDialog
        open={dialogo !== null}
        onOpenChange={(open) => {
          if (!open) setDialogo(null);
        }}
        aluno={dialogo?.tipo === 'editar' ? dialogo.aluno : null}
        escolaId={escola.id}
        vinculaUsuario={vinculaUsuario}
      />
      <ExcluirAlunoDialog
        aluno={excluindo}
        onClose={() => setExcluindo(null)}
        onExcluido={() => {
          aposExcluir(lista.data?.itens.length);
        }}
      />
    </div>
  );
}
