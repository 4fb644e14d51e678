import { ArrowRightLeft, DoorOpen, Gauge, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { STATUS_MATRICULA, STATUS_MATRICULA_LABEL } from '../../../../domain/academico/catalogo';
import { percentualOcupacao } from '../../../../domain/academico/turma';
import { EscolaFrame } from '../../../components/escola-frame';
import { BarraFiltros } from '../../../components/barra-filtros';
import { opcoesDe } from '../../../components/filtro-select';
import { BotaoDownload } from '../../../components/botao-download';
import { ListaPaginada } from '../../../components/lista-paginada';
import { BotaoNovo, Pagina } from '../../../components/page-header';
import { ResumoCard, ResumoCards } from '../../../components/resumo-card';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import type { ItemNavegacao } from '../../../lib/navegacao';
import { useSignedInSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { type MatriculaDaTurma, urlExportarRoster, useRoster } from '../api/carregar-roster';
import { AlunoFormDialog } from '../components/aluno-form-dialog';
import { EncerrarDialog } from '../components/encerrar-dialog';
import { MatricularDialog } from '../components/matricular-dialog';
import { RosterTable } from '../components/roster-table';
import { TEXTOS } from '../components/textos';
import { TransferirDialog } from '../components/transferir-dialog';
import { contagem } from '../../../lib/plural';

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

const SITUACOES = opcoesDe(STATUS_MATRICULA, STATUS_MATRICULA_LABEL);

function AlunosDaTurma({ escola, turma }: { escola: ItemNavegacao; turma: ItemNavegacao }) {
  const { permissoes } = useSignedInSession();
  const podeCriar = permissoes.includes('alunos.criar');
  const podeAlterar = permissoes.includes('alunos.atualizar');
  const vinculaUsuario = permissoes.includes('alunos.gerenciar');
  const podeExportar = permissoes.includes('relatorios.exportar');

  const paginacao = useBuscaPaginada({ busca: '', status: 'ativa' }, 50);
  const [novo, setNovo] = useState(false);
  const [matriculando, setMatriculando] = useState(false);
  const [transferindo, setTransferindo] = useState<MatriculaDaTurma | null>(null);
  const [encerrando, setEncerrando] = useState<MatriculaDaTurma | null>(null);

  const roster = useRoster(turma.id, paginacao.consulta);
  const resumo = roster.data?.resumo;
  const valor = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={`${escola.nome} · ${turma.nome}`}
      actions={
        <>
          {podeExportar ? (
            <BotaoDownload url={urlExportarRoster(turma.id, paginacao.criterios)}>{TEXTOS.exportarExcel}</BotaoDownload>
          ) : null}
          {podeAlterar ? (
            <Button variant="outline" onClick={() => setMatriculando(true)}>
              <UserPlus aria-hidden />
              {TEXTOS.matricular}
            </Button>
          ) : null}
          {podeCriar ? <BotaoNovo onClick={() => setNovo(true)}>{TEXTOS.novo}</BotaoNovo> : null}
        </>
      }
    >
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
          detalhe={resumo ? contagem(resumo.encerradas, 'matrícula encerrada', 'matrículas encerradas') : undefined}
          icone={<ArrowRightLeft />}
        />
      </ResumoCards>

      <BarraFiltros
        paginacao={paginacao}
        placeholder={TEXTOS.busca}
        campos={[{ chave: 'status', id: 'filtro-situacao', label: 'Situação', todos: 'Todas', opcoes: SITUACOES }]}
        emLinha
      />

      <ListaPaginada
        lista={roster}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.semResultado : TEXTOS.rosterVazio}
      >
        {(itens) => (
          <RosterTable
            itens={itens}
            escolaId={escola.id}
            podeAlterar={podeAlterar}
            onTransferir={setTransferindo}
            onEncerrar={setEncerrando}
          />
        )}
      </ListaPaginada>

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
    </Pagina>
  );
}
