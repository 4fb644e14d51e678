import { useState } from 'react';
import { toast } from 'sonner';
import { FECHAMENTO_ANUAL_MENSAGENS as MSG } from '../../../../domain/schemas/fechamento-anual';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { useConfirmacao } from '../../../lib/use-confirmacao';
import { type ListaFechamentosAnuais, useEncerrarAno, useReabrirAno } from '../api/fechamento-anual';
import { RematriculaDialog } from './rematricula-dialog';
import { CONFIRMACOES, TEXTOS } from './textos';

/**
 * The year's actions in the header: 'Encerrar ano letivo' (gestor; confirmed; a refusal says which
 * bimestres are still open), 'Reabrir ano' (the secretaria; asks the reason) and 'Rematrícula'
 * (after the year is finished).
 */
export function AcoesDoAno({ ano }: { ano: ListaFechamentosAnuais['ano'] }) {
  const encerrar = useEncerrarAno();
  const reabrir = useReabrirAno();
  const [recusa, setRecusa] = useState<string | null>(null);
  const [reabrindo, setReabrindo] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [erroMotivo, setErroMotivo] = useState<string | null>(null);
  const [rematriculando, setRematriculando] = useState(false);

  const confirmarEncerrar = (fechar: () => void) =>
    encerrar.mutate(ano.turma_id, {
      onSuccess: () => {
        fechar();
        setRecusa(null);
        toast.success(TEXTOS.encerrado);
      },
      onError: (e) => {
        fechar();
        setRecusa(e.message);
      },
    });
  const confirmacao = useConfirmacao(CONFIRMACOES.encerrar, encerrar.isPending, confirmarEncerrar);

  const confirmarReabrir = () => {
    if (!motivo.trim()) {
      setErroMotivo(MSG.motivo);
      return;
    }
    reabrir.mutate(
      { turma_id: ano.turma_id, motivo: motivo.trim() },
      {
        onSuccess: () => {
          setReabrindo(false);
          setMotivo('');
          toast.success(TEXTOS.reaberto);
        },
        onError: (e) => setErroMotivo(e instanceof ApiError && e.fields?.motivo ? e.fields.motivo : e.message),
      },
    );
  };

  return (
    <>
      {ano.pode_rematricular ? (
        <Button variant="outline" onClick={() => setRematriculando(true)}>
          {TEXTOS.rematricula}
        </Button>
      ) : null}
      {ano.pode_reabrir ? (
        <Button variant="outline" onClick={() => setReabrindo(true)}>
          {TEXTOS.reabrir}
        </Button>
      ) : null}
      {ano.pode_encerrar ? <Button onClick={confirmacao.abrir}>{TEXTOS.encerrar}</Button> : null}

      <ConfirmDialog {...confirmacao.props} />
      <Dialog open={recusa !== null} onOpenChange={(aberto) => !aberto && setRecusa(null)}>
        <DialogContent title="Não foi possível encerrar o ano letivo">
          <p role="alert" className="text-sm text-slate-700">
            {recusa}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setRecusa(null)}>
              Fechar
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={reabrindo} onOpenChange={setReabrindo}>
        <DialogContent title={TEXTOS.reabrir} description={`Ano letivo de ${ano.ano_letivo} — ${ano.turma_nome}`}>
          <div className="grid gap-1.5">
            <Label htmlFor="motivo-reabertura">{TEXTOS.motivo}</Label>
            <Textarea
              id="motivo-reabertura"
              value={motivo}
              onChange={(e) => {
                setMotivo(e.target.value);
                setErroMotivo(null);
              }}
              aria-invalid={Boolean(erroMotivo)}
            />
            {erroMotivo ? <p className="text-xs text-red-700">{erroMotivo}</p> : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setReabrindo(false)} disabled={reabrir.isPending}>
              Cancelar
            </Button>
            <Button onClick={confirmarReabrir} disabled={reabrir.isPending}>
              {reabrir.isPending ? TEXTOS.reabrindo : TEXTOS.reabrir}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {rematriculando ? <RematriculaDialog turmaId={ano.turma_id} onClose={() => setRematriculando(false)} /> : null}
    </>
  );
}
