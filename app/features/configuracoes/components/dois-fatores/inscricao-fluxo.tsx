import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { ApiError } from '../../../../lib/api';
import { useConfirmarInscricao } from './api/confirmar';
import { type Inscricao, useIniciarInscricao } from './api/iniciar';
import { CodigosRecuperacao } from './codigos-recuperacao';
import { QrCode } from './qr-code';
import { SenhaForm } from './senha-form';
import { TEXTOS_2FA } from './textos';

type Passo = { tipo: 'senha' } | { tipo: 'qr'; inscricao: Inscricao } | { tipo: 'codigos'; codigos: string[] };

/** 'abcd efgh …': the Base32 key in groups of four, easier to type into an app. */
function chaveManual(totpURI: string): string {
  const segredo = new URL(totpURI).searchParams.get('secret') ?? '';
  return segredo.match(/.{1,4}/g)?.join(' ') ?? segredo;
}

/**
 * Enrolment, step by step: the password, then the QR code (and the key to type) with the first
 * code from the app to confirm, then the recovery codes, shown this once.
 */
export function InscricaoFluxo({ onConcluir }: { onConcluir: () => void }) {
  const [passo, setPasso] = useState<Passo>({ tipo: 'senha' });
  const iniciar = useIniciarInscricao();

  if (passo.tipo === 'senha') {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-slate-700">{TEXTOS_2FA.confirmeSenha}</p>
        <SenhaForm
          id="dois-fatores-senha"
          acao={TEXTOS_2FA.continuar}
          acaoPendente={TEXTOS_2FA.continuando}
          onSenha={async (senha) => setPasso({ tipo: 'qr', inscricao: await iniciar.mutateAsync(senha) })}
        />
      </div>
    );
  }
  if (passo.tipo === 'qr')
    return (
      <ConfirmarCodigo
        inscricao={passo.inscricao}
        onConfirmado={() => setPasso({ tipo: 'codigos', codigos: passo.inscricao.backupCodes })}
      />
    );
  return (
    <div className="grid gap-4">
      <CodigosRecuperacao codigos={passo.codigos} />
      <div className="flex justify-end">
        <Button type="button" onClick={onConcluir}>
          {TEXTOS_2FA.concluir}
        </Button>
      </div>
    </div>
  );
}

function ConfirmarCodigo({ inscricao, onConfirmado }: { inscricao: Inscricao; onConfirmado: () => void }) {
  const confirmar = useConfirmarInscricao();
  const { register, handleSubmit, formState, setError } = useForm<{ codigo: string }>({ defaultValues: { codigo: '' } });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ codigo }) => {
    try {
      await confirmar.mutateAsync(codigo.trim());
      onConfirmado();
    } catch (error) {
      setError('codigo', { message: error instanceof ApiError ? error.message : 'Erro desconhecido' }, { shouldFocus: true });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-700">{TEXTOS_2FA.escaneie}</p>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode valor={inscricao.totpURI} alt={TEXTOS_2FA.qrAlt} />
        <div className="grid gap-1">
          <span className="text-sm font-medium text-slate-800" id="dois-fatores-chave-rotulo">
            {TEXTOS_2FA.chave}
          </span>
          <code
            aria-labelledby="dois-fatores-chave-rotulo"
            data-testid="chave-manual"
            className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900"
          >
            {chaveManual(inscricao.totpURI)}
          </code>
        </div>
      </div>
      <FormField id="dois-fatores-codigo" label={TEXTOS_2FA.codigo} error={errors.codigo?.message}>
        <Input
          id="dois-fatores-codigo"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          aria-invalid={errors.codigo ? true : undefined}
          aria-describedby={errors.codigo ? 'dois-fatores-codigo-erro' : 'dois-fatores-codigo-dica'}
          {...register('codigo', { required: TEXTOS_2FA.codigoObrigatorio })}
        />
      </FormField>
      <p id="dois-fatores-codigo-dica" className="-mt-2 text-xs text-slate-600">
        {TEXTOS_2FA.codigoDica}
      </p>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? TEXTOS_2FA.confirmando : TEXTOS_2FA.confirmar}
        </Button>
      </div>
    </form>
  );
}
