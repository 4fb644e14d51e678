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
import { ApiError } from '../../../lib/api';
import { schemaResolver } from '../../../lib/form-resolver';
import { useSignedInSession } from '../../../lib/session';
import type { ConfirmacaoDaAcao } from '../../../lib/use-acao-confirmada';
import type { FechamentoBimestral } from '../api/carregar-fechamentos';
import { type CorpoDaAcao, ehRecusaPorPendencias } from '../api/gravar-fechamento';
import type { AcaoDoFechamento } from './fechamentos-table';
import { TEXTOS, nomeDoFechamento } from './textos';

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
  const [exige, setExige] = useState(acao === 'finalizar' && pedido?.fechamento.exige_justificativa === true);
  // Blocking pendencies (the server's refusal): the school's management may finalize anyway, in writing.
  const [bloqueio, setBloqueio] = useState(false);
  const { permissoes, escopo } = useSignedInSession();
  const podeSuperar = permissoes.includes('notas.fecharBimestre') && escopo.tipo !== 'turmas';
  const supera = bloqueio && podeSuperar;

  const formulario = definirFormulario({
    valores: (): Valores => ({ justificativa: pedido?.fechamento.justificativa ?? '', motivo: '', motivo_pendencias: '' }),
    descricao: () => (pedido ? nomeDoFechamento(pedido.fechamento) : undefined),
    validacao: {
      resolver: acao === 'finalizar' ? finalizar(exige, supera) : acao === 'reabrir' ? reabrir : aprovar,
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
      // The server found more than half below the passing grade since the list was read: ask now.
      else if (err instanceof ApiError && err.fields?.justificativa) setExige(true);
      throw err;
    }
  };

  return (
    <FormDialog {...abertoCom(pedido, onClose)} formulario={formulario} registro={null} mutacoes={{ criar: enviar }}>
      <p className="text-sm text-slate-700">{TEXTO[acao]}</p>
      {acao === 'finalizar' && exige ? <p className="text-sm text-amber-800">{TEXTOS.exigeJustificativa}</p> : null}
      {acao === 'reabrir' ? <CampoAreaTexto name="motivo" label={TEXTOS.motivo} rows={3} /> : null}
      {acao === 'finalizar' && exige ? <CampoAreaTexto name="justificativa" label={TEXTOS.justificativa} rows={3} /> : null}
      {/* The refusal itself is said in the dialog's bar; here, where to resolve them. */}
      {bloqueio && pedido ? (
        <Link
          className="text-sm font-medium text-amber-900 underline"
          to={`/escola/${pedido.fechamento.escola_id}/turma/${pedido.fechamento.turma_id}/pendencias`}
        >
          {PENDENCIAS.ver}
        </Link>
      ) : null}
      {supera ? (
        <>
          <CampoAreaTexto name="motivo_pendencias" label={PENDENCIAS.motivo} rows={3} />
          <p className="-mt-2 text-xs text-slate-600">{PENDENCIAS.ajuda}</p>
        </>
      ) : null}
    </FormDialog>
  );
}
