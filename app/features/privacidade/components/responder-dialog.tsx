import { useState } from 'react';
import { SOLICITACAO_MENSAGENS as MSG } from '../../../../domain/schemas/privacidade-solicitacao';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { hojeNoFuso } from '../../../lib/format';
import type { Solicitacao } from '../api/solicitacoes';
import { TEXTOS_SOLICITACOES as TEXTOS } from './textos';

export interface RespostaDada {
  status: 'respondida' | 'recusada';
  resposta: string;
  respondida_em: string;
}

interface Props {
  solicitacao: Solicitacao | null;
  pendente: boolean;
  onClose: () => void;
  onConfirmar: (resposta: RespostaDada) => Promise<unknown>;
}

/** 'Responder solicitação': answered or refused (the reason is the answer), on a day; final once saved. */
export function ResponderDialog({ solicitacao, pendente, onClose, onConfirmar }: Props) {
  return (
    <Dialog open={solicitacao !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {solicitacao ? (
        <DialogContent
          title={TEXTOS.responderTitulo}
          description={`${solicitacao.solicitante_nome} · ${solicitacao.aluno_nome ?? ''}`}
        >
          <Corpo key={solicitacao.id} pendente={pendente} onConfirmar={onConfirmar} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type Erros = Partial<Record<keyof RespostaDada, string>>;

function Corpo({ pendente, onConfirmar }: { pendente: boolean; onConfirmar: Props['onConfirmar'] }) {
  const [valores, setValores] = useState<RespostaDada>({ status: 'respondida', resposta: '', respondida_em: hojeNoFuso() });
  const [erros, setErros] = useState<Erros>({});
  const mudar = (campo: keyof RespostaDada) => (valor: string) => {
    setValores((v) => ({ ...v, [campo]: valor }));
    setErros((e) => ({ ...e, [campo]: undefined }));
  };
  const a11y = (campo: keyof RespostaDada) => ({
    'aria-invalid': erros[campo] ? true : undefined,
    'aria-describedby': erros[campo] ? `resposta-${campo}-erro` : undefined,
  });

  const enviar = async (e: React.FormEvent) => {
    e.preventDefault();
    const faltam: Erros = {};
    if (!valores.resposta.trim()) faltam.resposta = MSG.resposta;
    if (!valores.respondida_em) faltam.respondida_em = MSG.respondidaEm;
    if (Object.keys(faltam).length) return setErros(faltam);
    try {
      await onConfirmar(valores);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setErros(err.fields);
    }
  };

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="resposta-status" label="Resultado" error={erros.status}>
          <Select id="resposta-status" value={valores.status} onChange={(e) => mudar('status')(e.target.value)}>
            <option value="respondida">Respondida</option>
            <option value="recusada">Recusada (com o motivo)</option>
          </Select>
        </FormField>
        <FormField id="resposta-respondida_em" label="Respondida em" error={erros.respondida_em}>
          <Input
            id="resposta-respondida_em"
            type="date"
            value={valores.respondida_em}
            {...a11y('respondida_em')}
            onChange={(e) => mudar('respondida_em')(e.target.value)}
          />
        </FormField>
      </div>
      <FormField id="resposta-resposta" label="Resposta dada ao titular" error={erros.resposta}>
        <Textarea
          id="resposta-resposta"
          rows={4}
          value={valores.resposta}
          {...a11y('resposta')}
          onChange={(e) => mudar('resposta')(e.target.value)}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pendente}>
            {TEXTOS.voltar}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pendente}>
          {pendente ? TEXTOS.enviando : TEXTOS.registrarResposta}
        </Button>
      </DialogFooter>
    </form>
  );
}
