import { CheckCircle2, GraduationCap, School, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { pageTitle } from '../../../../domain/navigation';
import { BotaoDownload } from '../../../components/botao-download';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { ResumoCard, ResumoCards } from '../../../components/resumo-card';
import { formatNumber } from '../../../lib/format';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { usePaginaCrud } from '../../../lib/use-pagina-crud';
import { useExcluirTurma } from '../api/excluir-turma';
import { useEscolasOpcoes } from '../../../lib/opcoes/escolas';
import { type Turma, urlExportarTurmas, useTurmas } from '../api/carregar-turmas';
import { useAlternarTurma } from '../api/alternar-turma';
import { AtribuicaoDialog } from '../components/atribuicao-dialog';
import { TEXTOS } from '../components/textos';
import { TurmaFormDialog } from '../components/turma-form-dialog';
import { SEM_FILTRO, TurmasFiltros } from '../components/turmas-filtros';
import { TurmasTable } from '../components/turmas-table';

const { description } = pageTitle('/cadastrar-turma');

/** The classes of every school in the user's scope, filtered and counted by the server. */
export function CadastrarTurmaPage() {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('turmas.criar');
  const podeEditar = permissoes.includes('turmas.atualizar');
  // Assigning a teacher is changing the class, as the server checks it.
  const podeAtribuir = podeEditar;
  const podeExcluir = permissoes.includes('turmas.deletar');
  const podeExportar = permissoes.includes('relatorios.exportar');
  const escolas = useEscolasOpcoes();

  const paginacao = useBuscaPaginada({ busca: '', ...SEM_FILTRO }, 20);
  const lista = useTurmas(paginacao.consulta);
  const alternar = useAlternarTurma();
  const [atribuindo, setAtribuindo] = useState<Turma | null>(null);
  const crud = usePaginaCrud<Turma>({
    paginacao,
    lista,
    excluir: useExcluirTurma(),
    descrever: (turma) => (
      <>
        {TEXTOS.confirmarExclusao}
        <span className="mt-1 block font-medium text-slate-800">
          {turma.nome} · {turma.escola_nome}
        </span>
      </>
    ),
    textos: TEXTOS,
    fecharAoFalhar: true,
  });
  const resumo = lista.data?.resumo;

  const onAlternar = (t: Turma) =>
    alternar.mutate(
      { id: t.id, ativo: !t.ativo },
      {
        onSuccess: (nova) => toast.success(nova.ativo ? TEXTOS.ativada : TEXTOS.desativada),
        onError: (error) => toast.error(TEXTOS.erroStatus(error.message)),
      },
    );

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={description}
      actions={
        podeExportar || podeCriar ? (
          <>
            {podeExportar ? (
              <BotaoDownload url={urlExportarTurmas(paginacao.criterios)}>{TEXTOS.exportarExcel}</BotaoDownload>
            ) : null}
            {podeCriar ? <BotaoNovo onClick={crud.novo}>{TEXTOS.nova}</BotaoNovo> : null}
          </>
        ) : null
      }
    >
      <ResumoCards label="Resumo das turmas">
        <ResumoCard titulo={TEXTOS.cards.total} valor={resumo ? formatNumber(resumo.total) : '—'} icone={<GraduationCap />} />
        <ResumoCard titulo={TEXTOS.cards.ativas} valor={resumo ? formatNumber(resumo.ativas) : '—'} icone={<CheckCircle2 />} />
        <ResumoCard
          titulo={TEXTOS.cards.matriculados}
          valor={resumo ? formatNumber(resumo.matriculados) : '—'}
          icone={<Users />}
        />
        <ResumoCard titulo={TEXTOS.cards.escolas} valor={resumo ? formatNumber(resumo.escolas) : '—'} icone={<School />} />
      </ResumoCards>

      <TurmasFiltros paginacao={paginacao} escolas={escolas.data?.itens ?? []} />

      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.semResultado : TEXTOS.vazio}
      >
        {(turmas) => (
          <TurmasTable
            turmas={turmas}
            podeEditar={podeEditar}
            podeExcluir={podeExcluir}
            podeAtribuir={podeAtribuir}
            alternando={alternar.isPending ? (alternar.variables?.id ?? null) : null}
            {...crud.acoes}
            onAlternar={onAlternar}
            onAtribuir={setAtribuindo}
          />
        )}
      </ListaPaginada>

      <TurmaFormDialog {...crud.formulario} turma={crud.editando} />
      {atribuindo ? <AtribuicaoDialog turma={atribuindo} open onOpenChange={(open) => !open && setAtribuindo(null)} /> : null}
      <ConfirmDialog {...crud.confirmacao} />
    </Pagina>
  );
}
