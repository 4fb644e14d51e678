import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import type { DuplicadoSuspeito } from '../api/duplicados';
import { TEXTOS } from './textos';

/**
 * The merge of a pair, asked first: which record stays (the one with more enrolments offered first),
 * what happens to the other, then 'Fundir registros'. A refusal of the server is said in the dialog.
 */
export function FundirDialog({
  par,
  onClose,
  onFundir,
}: {
  par: DuplicadoSuspeito | null;
  onClose: () => void;
  onFundir: (par: DuplicadoSuspeito, mantido: string) => Promise<unknown>;
}) {
  return (
    <Dialog open={par !== null} onOpenChange={(aberto) => !aberto && onClose()}>
      {par ? <Conteudo key={par.id} par={par} onClose={onClose} onFundir={onFundir} /> : null}
    </Dialog>
  );
}

function Conteudo({
  par,
  onClose,
  onFundir,
}: {
  par: DuplicadoSuspeito;
  onClose: () => void;
  onFundir: (par: DuplicadoSuspeito, mantido: string) => Promise<unknown>;
}) {
  const [mantido, setMantido] = useState(par.b.matriculas > par.a.matriculas ? par.b.id : par.a.id);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const fundir = async () => {
    setEnviando(true);
    setErro(null);
    try {
      await onFundir(par, mantido);
    } catch (e) {
      setErro(TEXTOS.erroFundir(e instanceof Error ? e.message : String(e)));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <DialogContent title={TEXTOS.tituloFusao} description={TEXTOS.explicacaoFusao}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">{TEXTOS.escolhaMantido}</legend>
        {[par.a, par.b].map((lado) => (
          <label key={lado.id} className="flex items-start gap-2 rounded-md border border-slate-200 p-3 text-sm max-sm:min-h-11">
            <input
              type="radio"
              name="mantido"
              value={lado.id}
              checked={mantido === lado.id}
              onChange={() => setMantido(lado.id)}
              className="mt-1"
            />
            <span>
              <span className="font-medium text-slate-900">{lado.nome}</span>
              <span className="block text-slate-600">
                {TEXTOS.campos.matricula} {lado.matricula} · {lado.escola_nome} · {lado.matriculas}{' '}
                {TEXTOS.campos.matriculas.toLowerCase()}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {erro ? (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {erro}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose} disabled={enviando}>
          Cancelar
        </Button>
        <Button onClick={() => void fundir()} disabled={enviando}>
          {enviando ? 'Fundindo...' : TEXTOS.fundir}
        </Button>
      </div>
    </DialogContent>
  );
}
