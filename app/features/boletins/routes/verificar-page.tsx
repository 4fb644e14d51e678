import { BadgeCheck, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatarMedia } from '../../../../domain/avaliacao/notas';
import { SITUACAO_FINAL_LABEL } from '../../../../domain/avaliacao/resultado-final';
import { BrandMark, PRODUCT_NAME } from '../../../components/brand';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { dateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type VerificacaoDoDocumento, useVerificacao } from '../api/carregar-verificacao';
import type { ConfirmacaoDoAluno } from '../api/confirmar-aluno';
import { ConfirmarAlunoForm } from '../components/confirmar-aluno-form';

const TITULO = 'Verificação de documento';
const percentual = (v: number | null) =>
  v === null ? '—' : `${v.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

/**
 * /verificar/{código} — what the QR code of a boletim opens, signed in or not: that the document
 * was issued, by which network, by whom and when, and the figures kept at issue, the student by
 * initials; the full name once the verifier types the student's birth date. Nothing else is known here.
 */
export function VerificarDocumentoPage() {
  useDocumentTitle(TITULO);
  const { codigo = '' } = useParams();
  const consulta = useVerificacao(codigo);
  const naoEncontrado = consulta.error instanceof ApiError && (consulta.error.status === 404 || consulta.error.status === 400);
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-slate-50 via-white to-blue-50">
      <main className="flex flex-1 items-start justify-center px-4 py-10">
        <Card className="w-full max-w-2xl shadow-lg">
          <CardHeader className="items-center pb-4 text-center">
            <Emissor v={consulta.data} />
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{TITULO}</h1>
          </CardHeader>
          <CardContent>
            {consulta.isPending ? (
              <div className="flex justify-center py-8">
                <Spinner />
              </div>
            ) : consulta.data ? (
              <Documento v={consulta.data} />
            ) : naoEncontrado ? (
              <div role="alert" className="flex flex-col items-center gap-2 py-6 text-center">
                <SearchX aria-hidden className="size-10 text-slate-500" />
                <p className="text-lg font-semibold text-slate-900">Documento não encontrado</p>
                <p className="text-sm text-slate-600">Confira o código impresso no documento e tente de novo.</p>
              </div>
            ) : (
              <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
                <p className="text-sm text-slate-700">
                  {consulta.error instanceof Error ? consulta.error.message : 'Não foi possível consultar o documento.'}
                </p>
                <Button variant="outline" onClick={() => void consulta.refetch()}>
                  Tentar Novamente
                </Button>
              </div>
            )}
            <div className="mt-6 text-center">
              <Button asChild variant="ghost">
                <Link to="/">Ir para o início</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}

/**
 * Who answers: the network that issued the document (its logo when it has one), as on the paper in the
 * verifier's hands; the platform only while no document is known (loading, unknown code).
 */
function Emissor({ v }: { v: VerificacaoDoDocumento | undefined }) {
  if (!v) {
    return (
      <>
        <BrandMark className="mb-2 size-12 [&_svg]:size-7" />
        <p className="text-sm text-slate-600">{PRODUCT_NAME}</p>
      </>
    );
  }
  return (
    <>
      {v.rede_logo ? <img src={v.rede_logo.url} alt={v.rede_logo.alt} className="mb-2 max-h-16 max-w-48 object-contain" /> : null}
      <p className="text-sm font-medium text-slate-700">{v.rede}</p>
    </>
  );
}

function Documento({ v }: { v: VerificacaoDoDocumento }) {
  const r = v.resumo;
  const [confirmado, setConfirmado] = useState<ConfirmacaoDoAluno | null>(null);
  return (
    <div className="flex flex-col gap-5">
      <div
        role="status"
        className="flex items-start gap-3 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900"
      >
        <BadgeCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">Documento emitido</p>
          <p className="text-sm">
            Boletim escolar emitido em {dateTime(v.emitido_em)}. Código {v.codigo}.
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Item rotulo="Rede de ensino" valor={v.rede} />
        <Item rotulo="Aluno" valor={confirmado?.aluno ?? r.iniciais} />
        {confirmado ? <Item rotulo="Emitido por" valor={confirmado.emitido_por} /> : null}
        <Item rotulo="Escola" valor={r.escola} />
        <Item rotulo="Turma" valor={r.turma} />
        <Item rotulo="Ano letivo" valor={String(r.ano_letivo)} />
        <Item rotulo="Frequência geral" valor={percentual(r.frequencia)} />
        <Item rotulo="Situação" valor={SITUACAO_FINAL_LABEL[r.situacao]} />
      </dl>
      <table className="w-full text-sm">
        <caption className="pb-2 text-left font-medium text-slate-900">Médias finais</caption>
        <thead>
          <tr className="text-left text-xs text-slate-600">
            <th scope="col" className="pb-2 font-medium">
              Disciplina
            </th>
            <th scope="col" className="pb-2 text-right font-medium">
              Média final
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {r.disciplinas.map((d) => (
            <tr key={d.disciplina}>
              <td className="py-2 text-slate-900">{d.disciplina}</td>
              <td className="py-2 text-right font-medium text-slate-900">{formatarMedia(d.media_final)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.provisorio ? (
        <p className="text-xs text-amber-800">
          Emitido com bimestres ainda não finalizados: os números são os daquela data e podem ter mudado depois.
        </p>
      ) : null}
      <div className="border-t border-slate-100 pt-4">
        {confirmado ? (
          <p role="status" className="text-sm text-slate-700">
            Nome do aluno confirmado pela data de nascimento.
          </p>
        ) : (
          <ConfirmarAlunoForm codigo={v.codigo} onConfirmado={setConfirmado} />
        )}
      </div>
    </div>
  );
}

function Item({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{rotulo}</dt>
      <dd className="font-medium text-slate-900">{valor}</dd>
    </div>
  );
}
