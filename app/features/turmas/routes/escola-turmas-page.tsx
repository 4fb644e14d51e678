import { CheckCircle2, DoorOpen, GraduationCap, Plus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EscolaFrame } from '../../../components/escola-frame';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { ResumoCard, ResumoCards } from '../../../components/resumo-card';
import { SearchInput } from '../../../components/search-input';
import { Button } from '../../../components/ui/button';
import type { ItemNavegacao } from '../../../lib/navegacao';
import { formatNumber } from '../../../lib/format';
import { useSignedInSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTurma } from '../api/get-turma';
import { type Turma, useTurmas } from '../api/get-turmas';
import { useDeleteAtribuicao } from '../api/save-atribuicao';
import { AtribuicaoDialog } from '../components/atribuicao-dialog';
import { TEXTOS } from '../components/textos';
import { TurmaCard } from '../components/turma-card';
import { type Remocao, TurmaDisciplinas } from '../components/turma-disciplinas';
import { TurmaFormDialog } from '../components/turma-form-dialog';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';

/** Spec 2 §2: /escola/{id}/turmas and /disciplinas open this screen — the school's classes, subjects and teaching assignments. */
export function EscolaTurmasPage() {
  const { escolaId = '' } = useParams();
  useDocumentTitle(TEXTOS.escolaTitulo);
  return <EscolaFrame escolaId={escolaId}>{({ escola }) => <TurmasDaEscola escola={escola} />}</EscolaFrame>;
}

const POR_PAGINA = 20;

function TurmasDaEscola({ escola }: { escola: ItemNavegacao }) {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('turmas.criar');
  const podeAtribuir = permissoes.includes('turmas.atualizar');
  const podeVerAlunos = permissoes.includes('alunos.ler');
  const { pagina, setPagina, busca, termo, onBusca } = useBuscaPaginada();
  const [novaTurma, setNovaTurma] = useState(false);
  const [atribuindo, setAtribuindo] = useState<Turma | null>(null);
  const [removendo, setRemovendo] = useState<Remocao | null>(null);
  const lista = useTurmas({
    pagina,
    porPagina: POR_PAGINA,
    busca: termo,
    escola_id: escola.id,
    serie: 'all',
    turno: 'all',
    ativo: 'all',
  });
  const remover = useDeleteAtribuicao();
  const resumo = lista.data?.resumo;
  useAtribuirDoLink(escola.id, podeAtribuir, setAtribuindo);

  const confirmarRemocao = (r: Remocao) =>
    remover.mutate(r.atribuicaoId, {
      onSuccess: () => {
        toast.success(TEXTOS.removido);
        setRemovendo(null);
      },
      onError: (error) => {
        toast.error(TEXTOS.erroRemover(error.message));
        setRemovendo(null);
      },
    });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TEXTOS.escolaTitulo}
        description={escola.nome}
        actions={
          podeCriar ? (
            <Button onClick={() => setNovaTurma(true)}>
              <Plus aria-hidden />
              {TEXTOS.nova}
            </Button>
          ) : null
        }
      />

      <ResumoCards label="Resumo das turmas da escola">
        <ResumoCard titulo={TEXTOS.cards.total} valor={resumo ? formatNumber(resumo.total) : '—'} icone={<GraduationCap />} />
        <ResumoCard titulo={TEXTOS.cards.ativas} valor={resumo ? formatNumber(resumo.ativas) : '—'} icone={<CheckCircle2 />} />
        <ResumoCard
          titulo={TEXTOS.cards.matriculados}
          valor={resumo ? formatNumber(resumo.matriculados) : '—'}
          icone={<Users />}
        />
        <ResumoCard
          titulo={TEXTOS.cards.vagas}
          valor={resumo ? formatNumber(resumo.vagas) : '—'}
          detalhe="nas turmas ativas"
          icone={<DoorOpen />}
        />
      </ResumoCards>

      <SearchInput value={busca} onChange={onBusca} placeholder={TEXTOS.busca} />

      {lista.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {TEXTOS.carregando}
        </p>
      ) : lista.isError ? (
        <LoadError message={TEXTOS.erroCarregar(lista.error.message)} onRetry={() => void lista.refetch()} />
      ) : lista.data.itens.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
          {termo ? TEXTOS.semResultado : TEXTOS.semTurmasEscola}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {lista.data.itens.map((turma) => (
            <TurmaCard key={turma.id} turma={turma} podeVerAlunos={podeVerAlunos}>
              <TurmaDisciplinas
                turma={turma}
                podeAtribuir={podeAtribuir}
                onAtribuir={() => setAtribuindo(turma)}
                onRemover={setRemovendo}
              />
            </TurmaCard>
          ))}
          <Pagination pagina={pagina} porPagina={POR_PAGINA} total={lista.data.total} onChange={setPagina} />
        </div>
      )}

      <TurmaFormDialog open={novaTurma} onOpenChange={setNovaTurma} turma={null} escolaId={escola.id} />
      {atribuindo ? <AtribuicaoDialog turma={atribuindo} open onOpenChange={(open) => !open && setAtribuindo(null)} /> : null}
      <ConfirmDialog
        open={removendo !== null}
        onOpenChange={(open) => {
          if (!open && !remover.isPending) setRemovendo(null);
        }}
        title="Remover Atribuição"
        description={removendo ? TEXTOS.confirmarRemocao(removendo.professor, removendo.disciplina) : ''}
        confirmLabel="Remover"
        pending={remover.isPending}
        onConfirm={() => {
          if (removendo) confirmarRemocao(removendo);
        }}
      />
    </div>
  );
}

/**
 * A class page's 'Atribuir professores' links here with ?atribuir={turmaId}: the assignment
 * dialog opens for that class (read by id, so it need not be on the list's page), once.
 */
function useAtribuirDoLink(escolaId: string, podeAtribuir: boolean, abrir: (turma: Turma) => void) {
  const [params, setParams] = useSearchParams();
  const turmaId = podeAtribuir ? params.get('atribuir') : null;
  const alvo = useTurma(turmaId);
  useEffect(() => {
    if (!turmaId || alvo.isPending) return;
    if (alvo.data?.escola_id === escolaId) abrir(alvo.data);
    setParams(
      (atual) => {
        atual.delete('atribuir');
        return atual;
      },
      { replace: true },
    );
  }, [turmaId, alvo.isPending, alvo.data, escolaId, abrir, setParams]);
}
