import { CheckCircle2, DoorOpen, GraduationCap, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BotaoDownload } from '../../../components/botao-download';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EscolaFrame } from '../../../components/escola-frame';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { ResumoCard, ResumoCards } from '../../../components/resumo-card';
import { SearchInput } from '../../../components/search-input';
import { formatNumber } from '../../../lib/format';
import type { ItemNavegacao } from '../../../lib/navegacao';
import { useSignedInSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useExclusao } from '../../../lib/use-exclusao';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { useTurma } from '../api/carregar-turma';
import { type Turma, urlExportarTurmas, useTurmas } from '../api/carregar-turmas';
import { useExcluirAtribuicao } from '../api/salvar-atribuicao';
import { AtribuicaoDialog } from '../components/atribuicao-dialog';
import { TEXTOS } from '../components/textos';
import { TurmaCard } from '../components/turma-card';
import { type Remocao, TurmaDisciplinas } from '../components/turma-disciplinas';
import { TurmaFormDialog } from '../components/turma-form-dialog';

/** /escola/{id}/turmas and /disciplinas open this screen: the school's classes, subjects and teaching assignments. */
export function EscolaTurmasPage() {
  const { escolaId = '' } = useParams();
  useDocumentTitle(TEXTOS.escolaTitulo);
  return <EscolaFrame escolaId={escolaId}>{({ escola }) => <TurmasDaEscola escola={escola} />}</EscolaFrame>;
}

function TurmasDaEscola({ escola }: { escola: ItemNavegacao }) {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('turmas.criar');
  const podeAtribuir = permissoes.includes('turmas.atualizar');
  const podeVerAlunos = permissoes.includes('alunos.ler');
  const podeExportar = permissoes.includes('relatorios.exportar');
  const paginacao = useBuscaPaginada({ busca: '' }, 20);
  const [novaTurma, setNovaTurma] = useState(false);
  const [atribuindo, setAtribuindo] = useState<Turma | null>(null);
  // The school's classes, searched: the list and its export read the same filters.
  const criterios = { ...paginacao.criterios, escola_id: escola.id, serie: 'all', turno: 'all', ativo: 'all' };
  const lista = useTurmas({ ...criterios, pagina: paginacao.pagina, porPagina: paginacao.porPagina });
  const remocao = useExclusao<Remocao>({
    excluir: useExcluirAtribuicao(),
    descrever: (r) => TEXTOS.confirmarRemocao(r.professor, r.disciplina),
    textos: { excluido: TEXTOS.removido, erroExcluir: TEXTOS.erroRemover },
    fecharAoFalhar: true,
  });
  const resumo = lista.data?.resumo;
  useAtribuirDoLink(escola.id, podeAtribuir, setAtribuindo);

  return (
    <Pagina
      title={TEXTOS.escolaTitulo}
      description={escola.nome}
      actions={
        podeExportar || podeCriar ? (
          <>
            {podeExportar ? <BotaoDownload url={urlExportarTurmas(criterios)}>{TEXTOS.exportarExcel}</BotaoDownload> : null}
            {podeCriar ? <BotaoNovo onClick={() => setNovaTurma(true)}>{TEXTOS.nova}</BotaoNovo> : null}
          </>
        ) : null
      }
    >
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

      <SearchInput value={paginacao.busca} onChange={paginacao.onBusca} placeholder={TEXTOS.busca} />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.termo ? TEXTOS.semResultado : TEXTOS.semTurmasEscola}
        className="flex flex-col gap-4"
      >
        {(turmas) =>
          turmas.map((turma) => (
            <TurmaCard key={turma.id} turma={turma} podeVerAlunos={podeVerAlunos}>
              <TurmaDisciplinas
                turma={turma}
                podeAtribuir={podeAtribuir}
                onAtribuir={() => setAtribuindo(turma)}
                onRemover={remocao.pedir}
              />
            </TurmaCard>
          ))
        }
      </ListaPaginada>

      <TurmaFormDialog open={novaTurma} onOpenChange={setNovaTurma} turma={null} escolaId={escola.id} />
      {atribuindo ? <AtribuicaoDialog turma={atribuindo} open onOpenChange={(open) => !open && setAtribuindo(null)} /> : null}
      <ConfirmDialog {...remocao.confirmacao} title="Remover Atribuição" confirmLabel="Remover" />
    </Pagina>
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
