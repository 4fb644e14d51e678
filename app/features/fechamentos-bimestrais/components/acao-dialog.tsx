import { useState } from 'react';
import { Link } from 'react-router';
import { FECHAMENTO_BIMESTRAL_MENSAGENS as MSG } from '../../../../domain/schemas/fechamento-bimestral';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { useSignedInSession } from '../../../lib/session';
import type { FechamentoBimestral } from '../api/carregar-fechamentos';
import { ehRecusaPorPendencias } from '../api/gravar-fechamento';
import type { AcaoDoFechamento } from './fechamentos-table';
import { TEXTOS, nomeDoFechamento } from './textos';

interface Props {
  pedido: { fechamento: FechamentoBimestral; acao: AcaoDoFechamento } | null;
  pendente: boolean;
  onClose: () => void;
  onConfirmar: (corpo: object) => Promise<unknown>;
}

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

/** Confirms Finalizar (asking the justificativa when required), Reabrir (asking the motivo) or Aprovar. */
export function AcaoDialog({ pedido, pendente, onClose, onConfirmar }: Props) {
  return (
    <Dialog open={pedido !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {pedido ? (
        <DialogContent title={TITULO[pedido.acao]} description={nomeDoFechamento(pedido.fechamento)}>
          <Corpo key={`${pedido.fechamento.id}:${pedido.acao}`} {...pedido} pendente={pendente} onConfirmar={onConfirmar} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Corpo({
  fechamento,
  acao,
  pendente,
  onConfirmar,
}: {
  fechamento: FechamentoBimestral;
  acao: AcaoDoFechamento;
  pendente: boolean;
  onConfirmar: Props['onConfirmar'];
}) {
  const [texto, setTexto] = useState(acao === 'finalizar' ? (fechamento.justificativa ?? '') : '');
  const [erro, setErro] = useState<string | null>(null);
  const [exige, setExige] = useState(acao === 'finalizar' && fechamento.exige_justificativa);
  const campo = acao === 'reabrir' ? 'motivo' : acao === 'finalizar' && exige ? 'justificativa' : null;
  // Blocking pendencies (the server's refusal): the school's management may finalize anyway, in writing.
  const { permissoes, escopo } = useSignedInSession();
  const podeSuperar = permissoes.includes('notas.fecharBimestre') && escopo.tipo !== 'turmas';
  const [bloqueio, setBloqueio] = useState<string | null>(null);
  const [motivoPendencias, setMotivoPendencias] = useState('');
  const [erroPendencias, setErroPendencias] = useState<string | null>(null);

  const enviar = async (e: React.FormEvent) => {
    e.preventDefault();
    if (acao === 'reabrir' && !texto.trim()) return setErro(MSG.motivo);
    if (campo === 'justificativa' && !texto.trim()) return setErro(MSG.justificativaObrigatoria);
    if (bloqueio && podeSuperar && !motivoPendencias.trim()) return setErroPendencias(PENDENCIAS.motivoObrigatorio);
    const finalizar = {
      justificativa: texto || null,
      ...(bloqueio && podeSuperar ? { motivo_pendencias: motivoPendencias } : {}),
    };
    try {
      await onConfirmar(acao === 'reabrir' ? { motivo: texto } : acao === 'finalizar' ? finalizar : {});
    } catch (err) {
      if (ehRecusaPorPendencias(err)) setBloqueio(err.message);
      else if (err instanceof ApiError && err.fields?.motivo_pendencias) setErroPendencias(err.fields.motivo_pendencias);
      // The server found more than half below the passing grade since the list was read: ask now.
      else if (err instanceof ApiError && err.fields?.justificativa) {
        setExige(true);
        setErro(err.fields.justificativa);
      } else if (err instanceof ApiError && err.fields?.motivo) setErro(err.fields.motivo);
    }
  };

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{TEXTO[acao]}</p>
      {acao === 'finalizar' && exige ? <p className="text-sm text-amber-800">{TEXTOS.exigeJustificativa}</p> : null}
      {campo ? (
        <FormField
          id={`fechamento-${campo}`}
          label={campo === 'motivo' ? TEXTOS.motivo : TEXTOS.justificativa}
          error={erro ?? undefined}
        >
          <Textarea
            id={`fechamento-${campo}`}
            rows={3}
            value={texto}
            aria-invalid={erro ? true : undefined}
            onChange={(e) => {
              setTexto(e.target.value);
              setErro(null);
            }}
          />
        </FormField>
      ) : null}
      {bloqueio ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>{bloqueio}</p>
          <Link className="font-medium underline" to={`/escola/${fechamento.escola_id}/turma/${fechamento.turma_id}/pendencias`}>
            {PENDENCIAS.ver}
          </Link>
        </div>
      ) : null}
      {bloqueio && podeSuperar ? (
        <FormField id="fechamento-motivo-pendencias" label={PENDENCIAS.motivo} error={erroPendencias ?? undefined}>
          <Textarea
            id="fechamento-motivo-pendencias"
            rows={3}
            value={motivoPendencias}
            aria-invalid={erroPendencias ? true : undefined}
            aria-describedby={`fechamento-motivo-pendencias-ajuda${erroPendencias ? ' fechamento-motivo-pendencias-erro' : ''}`}
            onChange={(e) => {
              setMotivoPendencias(e.target.value);
              setErroPendencias(null);
            }}
          />
          <p id="fechamento-motivo-pendencias-ajuda" className="text-xs text-slate-600">
            {PENDENCIAS.ajuda}
          </p>
        </FormField>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pendente}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pendente || (bloqueio !== null && !podeSuperar)}>
          {pendente ? 'Enviando...' : BOTAO[acao]}
        </Button>
      </DialogFooter>
    </form>
  );
}
