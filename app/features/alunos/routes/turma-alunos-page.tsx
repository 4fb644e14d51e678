import { ArrowRightLeft, DoorOpen, Gauge, Plus, UserPlus, Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { STATUS_MATRICULA, STATUS_MATRICULA_LABEL } from '../../../../domain/academico/catalogo';
import { percentualOcupacao } from '../../../../domain/academico/turma';
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
import { type ItemRoster, useRoster } from '../api/get-roster';
import { AlunoFormDialog } from '../components/aluno-form-dialog';
import { EncerrarDialog } from '../components/encerrar-dialog';
import { MatricularDialog } from '../components/matricular-dialog';
import { RosterTable } from '../components/roster-table';
import { TEXTOS } from '../components/textos';
import { TransferirDialog } from '../components/transferir-dialog';
import { useListaPaginada } from '../../../lib/use-lista-paginada';

/** The class page /escola/{escolaId}/turma/{turmaId}/alunos: the roster, enrolment, transfer and end. */
export function TurmaAlunosPage() {
  const { escolaId = '', turmaId = '' } = useParams();
  useDocumentTitle(TEXTOS.titulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => <AlunosDaTurma key={turma!.id} escola={escola} turma={turma!} />}
    </EscolaFrame>
  );
}

const POR_PAGINA = 50;
const SITUACOES = STATUS_MATRICULA.map((s) => ({ value: s, label: STATUS_MATRICULA_LABEL[s] }));

function AlunosDaTurma({ escola, turma }: { escola: ItemNavegacao; turma: ItemNavegacao }) {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('alunos.criar');
  const podeAlterar = permissoes.includes('alunos.atualizar');
  const vinculaUsuario = permissoes.includes('alunos.gerenciar');

  const {
    pagina,
    setPagina,
    filtros: { busca, status },
    mudarFiltros,
  } = useListaPaginada({ busca: '', status: 'ativa' });
  const [novo, setNovo] = useState(false);
  const [matriculando, setMatriculando] = useState(false);
  const [transferindo, setTransferindo] = useState<ItemRoster | null>(null);
  const [encerrando, setEncerrando] = useState<ItemRoster | null>(null);
  const onBusca = useCallback((termo: string) => mudarFiltros({ busca: termo }), [mudarFiltros]);

  const roster = useRoster(turma.id, { pagina, porPagina: POR_PAGINA, busca: busca.trim(), status });
  const resumo = roster.data?.resumo;
  const valor = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXTOS.titulo}
        description={`${escola.nome} · ${turma.nome}`}
        actions={
          <>
            {podeAlterar ? (
              <Button variant="outline" onClick={() => setMatriculando(true)}>
                <UserPlus aria-hidden />
                {TEXTOS.matricular}
              </Button>
            ) : null}
            {podeCriar ? (
              <Button onClick={() => setNovo(true)}>
                <Plus aria-hidden />
                {TEXTOS.novo}
              </Button>
            ) : null}
          </>
        }
      />

      <ResumoCards label="Resumo da turma">
        <ResumoCard
          titulo={TEXTOS.turmaCards.matriculados}
          valor={valor(resumo?.ativas)}
          detalhe={resumo ? `capacidade de ${resumo.capacidade}` : undefined}
          icone={<Users />}
        />
        <ResumoCard
          titulo={TEXTOS.turmaCards.vagas}
          valor={valor(resumo ? Math.max(0, resumo.capacidade - resumo.ativas) : undefined)}
          icone={<DoorOpen />}
        />
        <ResumoCard
          titulo={TEXTOS.turmaCards.ocupacao}
          valor={resumo ? `${percentualOcupacao(resumo.ativas, resumo.capacidade)}%` : '—'}
          icone={<Gauge />}
        />
        <ResumoCard
          titulo={TEXTOS.turmaCards.transferidos}
          valor={valor(resumo?.transferidas)}
          detalhe={resumo ? `${resumo.encerradas} matrícula(s) encerrada(s)` : undefined}
          icone={<ArrowRightLeft />}
        />
      </ResumoCards>

      <section
        aria-label="Filtros"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <SearchInput value={busca} onChange={onBusca} placeholder={TEXTOS.busca} />
        <FiltroSelect
          id="filtro-situacao"
          label="Situação"
          todos="Todas"
          value={status}
          onChange={(v) => mudarFiltros({ status: v })}
          opcoes={SITUACOES}
        />
      </section>

      {roster.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {TEXTOS.carregando}
        </p>
      ) : roster.isError ? (
        <LoadError message={TEXTOS.erroCarregar(roster.error.message)} onRetry={() => void roster.refetch()} />
      ) : roster.data.itens.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {busca.trim() || status !== 'ativa' ? TEXTOS.semResultado : TEXTOS.rosterVazio}
        </p>
      ) : (
        <>
          <RosterTable
            itens={roster.data.itens}
            podeAlterar={podeAlterar}
            onTransferir={setTransferindo}
            onEncerrar={setEncerrando}
          />
          <Pagination pagina={pagina} porPagina={POR_PAGINA} total={roster.data.total} onChange={setPagina} />
        </>
      )}

      <AlunoFormDialog
        open={novo}
        onOpenChange={setNovo}
        aluno={null}
        escolaId={escola.id}
        turmaId={turma.id}
        vinculaUsuario={vinculaUsuario}
      />
      <MatricularDialog open={matriculando} onOpenChange={setMatriculando} escolaId={escola.id} turma={turma} />
      <TransferirDialog matricula={transferindo} escolaId={escola.id} turmaId={turma.id} onClose={() => setTransferindo(null)} />
      <EncerrarDialog matricula={encerrando} onClose={() => setEncerrando(null)} />
    </div>
  );
}
