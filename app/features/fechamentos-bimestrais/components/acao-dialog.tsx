import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  FECHAMENTO_BIMESTRAL_MENSAGENS as MSG,
  finalizarInput,
  reabrirInput,
} from '../../../../domain/schemas/fechamento-bimestral';
import { camposDe } from '../../../components/campos';
import { FormDialog, abertoCom, definirFormulario } from '../../../components/form-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { schemaResolver } from '../../../lib/form-resolver';
import { useSignedInSession } from '../../../lib/session';
import type { ConfirmacaoDaAcao } from '../../../lib/use-acao-confirmada';
import { type FechamentoBimestral, useImpedimentos } from '../api/carregar-fechamentos';
import { type CorpoDaAcao, ehRecusaPorPendencias } from '../api/gravar-fechamento';
import type { AcaoDoFechamento } from './fechamentos-table';
import { TEXTOS, TEXTOS_IMPEDIMENTOS, nomeDoFechamento } from './textos';

export interface PedidoDeAcao {
  fechamento: FechamentoBimestral;
  acao: AcaoDoFechamento;
}

interface Valores {
  justificativa: string;
  motivo: string;
  motivo_pendencias: string;
}
const CAMPOS = ['justificativa', 'motivo', 'motivo_pendencias'] as const;
const { CampoAreaTexto } = camposDe<Valores>();

const TITULO = { finalizar: 'Finalizar fechamento', reabrir: 'Reabrir fechamento', aprovar: 'Aprovar fechamento' } as const;
const BOTAO = { finalizar: TEXTOS.finalizar, reabrir: TEXTOS.reabrir, aprovar: TEXTOS.aprovar } as const;
const TEXTO = {
  finalizar: TEXTOS.confirmarFinalizar,
  reabrir: TEXTOS.confirmarReabrir,
  aprovar: TEXTOS.confirmarAprovar,
} as const;

const PENDENCIAS = {
  motivo: 'Justificativa para finalizar com pendências',
  motivoObrigatorio: 'Informe a justificativa para finalizar com pendências bloqueantes.',
  ajuda: 'A justificativa fica no histórico do fechamento e na auditoria.',
  ver: 'Ver pendências da turma',
} as const;

const reabrir = schemaResolver<Valores, CorpoDaAcao>(reabrirInput, (v) => ({ motivo: v.motivo }), CAMPOS);
const aprovar = schemaResolver<Valores, CorpoDaAcao>(z.object({}), () => ({}), CAMPOS);

/**
 * Finalizar sends the justificativa, required when more than half of the class is below the passing
 * grade (`exige`), and, from the management past blocking pendencies (`supera`), its reason for that.
 */
function finalizar(exige: boolean, supera: boolean) {
  const schema = finalizarInput.superRefine((v, ctx) => {
    if (exige && !v.justificativa)
      ctx.addIssue({ code: 'custom', path: ['justificativa'], message: MSG.justificativaObrigatoria });
    if (supera && !v.motivo_pendencias)
      ctx.addIssue({ code: 'custom', path: ['motivo_pendencias'], message: PENDENCIAS.motivoObrigatorio });
  });
  return schemaResolver<Valores, CorpoDaAcao>(
    schema,
    (v) => ({ justificativa: v.justificativa, ...(supera ? { motivo_pendencias: v.motivo_pendencias } : {}) }),
    CAMPOS,
  );
}

/** Confirms Finalizar (asking the justificativa when required), Reabrir (asking the motivo) or Aprovar. */
export function AcaoDialog(props: ConfirmacaoDaAcao<PedidoDeAcao, CorpoDaAcao>) {
  const { pedido } = props;
  // What the server answered about one closing (a justificativa now required, blocking pendencies)
  // does not carry over to the next.
  return <Dialogo key={pedido ? `${pedido.fechamento.id}:${pedido.acao}` : ''} {...props} />;
}

function Dialogo({ pedido, onClose, confirmar, sucesso, falha }: ConfirmacaoDaAcao<PedidoDeAcao, CorpoDaAcao>) {
  const acao = pedido?.acao ?? 'aprovar';
  const finalizando = acao === 'finalizar';
  // What would hold or weigh on the finalization, asked when the dialog opens (the server's own computation).
  const impedimentos = useImpedimentos(finalizando && pedido ? pedido.fechamento.id : null);
  const imp = impedimentos.data;
  // What the server answered on a submit (things changed since the dialog opened) adds to what it said up front.
  const [exigeAoEnviar, setExige] = useState(false);
  const [bloqueioAoEnviar, setBloqueio] = useState(false);
  const { permissoes, escopo } = useSignedInSession();
  const exige =
    finalizando && (exigeAoEnviar || (imp ? imp.exige_justificativa : pedido?.fechamento.exige_justificativa === true));
  const bloqueio = finalizando && (bloqueioAoEnviar || (imp?.pendencias_bloqueantes.length ?? 0) > 0);
  // The school's management may finalize past blocking pendencies, in writing.
  const podeSuperar = imp?.pode_superar_pendencias ?? (permissoes.includes('notas.fecharBimestre') && escopo.tipo !== 'turmas');
  const supera = bloqueio && podeSuperar;

  const formulario = definirFormulario({
    valores: (): Valores => ({ justificativa: pedido?.fechamento.justificativa ?? '', motivo: '', motivo_pendencias: '' }),
    descricao: () => (pedido ? nomeDoFechamento(pedido.fechamento) : undefined),
    validacao: {
      resolver: finalizando ? finalizar(exige, supera) : acao === 'reabrir' ? reabrir : aprovar,
      campos: CAMPOS,
    },
    aparencia: { prefixo: 'fechamento' },
    novo: { titulo: TITULO[acao], sucesso, botao: BOTAO[acao] },
    falha,
    enviando: 'Enviando...',
  });
  const enviar = async (corpo: CorpoDaAcao) => {
    try {
      return await confirmar(corpo);
    } catch (err) {
      if (ehRecusaPorPendencias(err)) setBloqueio(true);
      // The server found more than half below the passing grade since the dialog opened: ask now.
      else if (err instanceof ApiError && err.fields?.justificativa) setExige(true);
      // Whatever changed, the list shown is refreshed.
      if (finalizando) void impedimentos.refetch();
      throw err;
    }
  };

  return (
    <FormDialog {...abertoCom(pedido, onClose)} formulario={formulario} registro={null} mutacoes={{ criar: enviar }}>
      <p className="text-sm text-slate-700">{TEXTO[acao]}</p>
      {finalizando && pedido ? (
        <AntesDeFinalizar
          impedimentos={impedimentos}
          pendenciasUrl={`/escola/${pedido.fechamento.escola_id}/turma/${pedido.fechamento.turma_id}/pendencias`}
          bloqueioAoEnviar={bloqueioAoEnviar}
          podeSuperar={podeSuperar}
        />
      ) : null}
      {finalizando && exige ? <p className="text-sm text-amber-800">{TEXTOS.exigeJustificativa}</p> : null}
      {acao === 'reabrir' ? <CampoAreaTexto name="motivo" label={TEXTOS.motivo} rows={3} /> : null}
      {finalizando && exige ? <CampoAreaTexto name="justificativa" label={TEXTOS.justificativa} rows={3} /> : null}
      {supera ? (
        <>
          <CampoAreaTexto name="motivo_pendencias" label={PENDENCIAS.motivo} rows={3} />
          <p className="-mt-2 text-xs text-slate-600">{PENDENCIAS.ajuda}</p>
        </>
      ) : null}
    </FormDialog>
  );
}

/**
 * Said before the click: the blocking pendencies (count and titles), the students without a grade
 * and the lessons without a roll call, as the server's finalization would find them.
 */
function AntesDeFinalizar({
  impedimentos,
  pendenciasUrl,
  bloqueioAoEnviar,
  podeSuperar,
}: {
  impedimentos: ReturnType<typeof useImpedimentos>;
  pendenciasUrl: string;
  bloqueioAoEnviar: boolean;
  podeSuperar: boolean;
}) {
  const T = TEXTOS_IMPEDIMENTOS;
  const verPendencias = (
    <Link className="min-h-11 self-start py-2 text-sm font-medium text-amber-900 underline sm:min-h-0 sm:py-0" to={pendenciasUrl}>
      {PENDENCIAS.ver}
    </Link>
  );
  if (impedimentos.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> {T.verificando}
      </p>
    );
  if (impedimentos.isError)
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm text-red-700">{T.erro(impedimentos.error.message)}</p>
        {bloqueioAoEnviar ? verPendencias : null}
      </div>
    );
  const imp = impedimentos.data;
  const pendencias = imp.pendencias_bloqueantes;
  const semChamada = imp.aulas_dadas < imp.aulas_previstas;
  if (!pendencias.length && !imp.alunos_sem_nota.length && !semChamada && !bloqueioAoEnviar)
    return <p className="text-sm text-green-800">{T.nadaImpede}</p>;
  return (
    <section
      aria-label={T.titulo}
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800"
    >
      {pendencias.length || bloqueioAoEnviar ? (
        <div className="flex flex-col gap-1">
          {pendencias.length ? (
            <>
              <p className="font-medium text-amber-900">{T.pendencias(pendencias.length)}</p>
              <ul className="list-disc pl-5">
                {pendencias.map((p) => (
                  <li key={p.id}>{p.titulo}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p>{podeSuperar ? T.resolvaOuJustifique : T.resolvaAntes}</p>
          {verPendencias}
        </div>
      ) : null}
      {imp.alunos_sem_nota.length ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-amber-900">{T.semNota(imp.alunos_sem_nota.length)}</p>
          <p>{imp.alunos_sem_nota.map((a) => a.nome).join(', ')}.</p>
          <p className="text-xs text-slate-600">{T.semNotaAjuda}</p>
        </div>
      ) : null}
      {semChamada ? (
        <p className="font-medium text-amber-900">
          {imp.aulas_dadas === 0 ? T.semChamadas(imp.aulas_previstas) : T.chamadasFaltando(imp.aulas_dadas, imp.aulas_previstas)}
        </p>
      ) : null}
    </section>
  );
}
