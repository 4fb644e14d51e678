import { ArrowLeft, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { dataBr } from '../../../../domain/calendario';
import { rotuloDoConselho } from '../../../../domain/conselho/status';
import { STATUS_CONSELHO_LABEL } from '../../../../domain/schemas/conselho';
import { Aviso } from '../../../components/aviso';
import { BotaoDownload } from '../../../components/botao-download';
import { EscolaFrame } from '../../../components/escola-frame';
import { LoadError } from '../../../components/load-error';
import { Pagina } from '../../../components/page-header';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useAcaoConfirmada } from '../../../lib/use-acao-confirmada';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urlDaAta, useAlunosDoConselho, useConselho } from '../api/carregar-conselhos';
import { type CorpoDaAcao, useAcaoConselho } from '../api/gravar-conselho';
import { AcaoDialog, type PedidoDeAcao } from '../components/acao-dialog';
import { AlunoCard } from '../components/aluno-card';
import { PresencaCard } from '../components/presenca-card';
import { RESULTADO_DA_ACAO, STATUS_COR, TEXTOS } from '../components/textos';

/** /escola/{escolaId}/turma/{turmaId}/conselho-classe/{conselhoId}: the council at work. */
export function ConselhoMesaPage() {
  const { escolaId = '', turmaId, conselhoId = '' } = useParams();
  useDocumentTitle(TEXTOS.mesaTitulo);
  return (
    <EscolaFrame escolaId={escolaId} turmaId={turmaId}>
      {({ escola, turma }) => (
        <Mesa
          key={conselhoId}
          conselhoId={conselhoId}
          voltar={`/escola/${escola.id}/turma/${turma!.id}/conselho-classe`}
          descricao={`${escola.nome} · ${turma!.nome}`}
        />
      )}
    </EscolaFrame>
  );
}

function Mesa({ conselhoId, voltar, descricao }: { conselhoId: string; voltar: string; descricao: string }) {
  const conselho = useConselho(conselhoId);
  const alunos = useAlunosDoConselho(conselhoId);
  const { mutateAsync: agir } = useAcaoConselho();
  const acao = useAcaoConfirmada({
    executar: ({ conselho, acao: a }: PedidoDeAcao, corpo: CorpoDaAcao) => agir({ id: conselho.id, acao: a, corpo }),
    textos: RESULTADO_DA_ACAO,
  });
  if (conselho.isPending) return <Aviso>{TEXTOS.carregando}</Aviso>;
  if (conselho.isError)
    return <LoadError message={TEXTOS.erroCarregar(conselho.error.message)} onRetry={() => void conselho.refetch()} />;
  const c = conselho.data;
  const editavel = c.status === 'em_andamento';

  return (
    <Pagina
      title={`${TEXTOS.mesaTitulo} — ${rotuloDoConselho(c.bimestre)}`}
      description={`${descricao} · ${dataBr(c.data)} às ${c.horario} · ${c.local}`}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <Badge color={STATUS_COR[c.status]}>{STATUS_CONSELHO_LABEL[c.status]}</Badge>
          <Button variant="outline" asChild>
            <Link to={voltar}>
              <ArrowLeft aria-hidden />
              {TEXTOS.voltar}
            </Link>
          </Button>
          {c.pode_finalizar ? (
            <Button onClick={() => acao.pedir({ conselho: c, acao: 'finalizar' })}>
              <Lock aria-hidden />
              {TEXTOS.finalizar}
            </Button>
          ) : null}
          {c.pode_corrigir ? (
            <Button variant="outline" onClick={() => acao.pedir({ conselho: c, acao: 'corrigir' })}>
              {TEXTOS.corrigir}
            </Button>
          ) : null}
          {c.status === 'finalizado' ? <BotaoDownload url={urlDaAta(c.id)}>{TEXTOS.baixarAta}</BotaoDownload> : null}
        </div>
      }
    >
      {c.pauta.length ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium">Pauta:</span> {c.pauta.join(' · ')}
        </p>
      ) : null}
      {!editavel ? <Aviso>{TEXTOS.somenteLeitura}</Aviso> : null}
      <PresencaCard key={`${c.id}:${c.updated_at}`} conselho={c} />
      {alunos.isPending ? (
        <Aviso>{TEXTOS.carregandoAlunos}</Aviso>
      ) : alunos.isError ? (
        <LoadError message={TEXTOS.erroAlunos(alunos.error.message)} onRetry={() => void alunos.refetch()} />
      ) : alunos.data.alunos.length === 0 ? (
        <Aviso>{TEXTOS.semAlunos}</Aviso>
      ) : (
        <div className="flex flex-col gap-4">
          {alunos.data.alunos.map((a) => (
            <AlunoCard
              key={`${a.aluno_id}:${alunos.data.versao}:${c.status}`}
              conselhoId={c.id}
              final={c.bimestre === null}
              editavel={editavel}
              aluno={a}
            />
          ))}
        </div>
      )}
      <AcaoDialog {...acao.confirmacao} />
    </Pagina>
  );
}
