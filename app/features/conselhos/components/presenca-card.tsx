import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { Conselho } from '../api/carregar-conselhos';
import { useGravarPresencas } from '../api/gravar-conselho';
import { TEXTOS } from './textos';

/** Each called teacher marked present or absent during the council (unmarked counts as present on the form). */
export function PresencaCard({ conselho }: { conselho: Conselho }) {
  const editavel = conselho.status === 'em_andamento';
  const [marcas, setMarcas] = useState(() => new Map(conselho.participantes.map((p) => [p.usuario_id, p.presente ?? true])));
  const gravar = useGravarPresencas();
  const salvar = async () => {
    try {
      await gravar.mutateAsync({
        id: conselho.id,
        input: { presencas: [...marcas].map(([usuario_id, presente]) => ({ usuario_id, presente })) },
      });
      toast.success(TEXTOS.presencaSalva);
    } catch (e) {
      toast.error(TEXTOS.erroAcao(e instanceof Error ? e.message : ''));
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{TEXTOS.presenca}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <fieldset className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" disabled={!editavel}>
          <legend className="sr-only">{TEXTOS.presenca}</legend>
          {conselho.participantes.map((p) => (
            <label key={p.usuario_id} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-blue-600"
                checked={marcas.get(p.usuario_id) ?? true}
                onChange={(e) => setMarcas((m) => new Map(m).set(p.usuario_id, e.target.checked))}
              />
              {p.nome}
              {p.presente === false ? <span className="text-xs text-slate-500">(ausente)</span> : null}
            </label>
          ))}
        </fieldset>
        {editavel ? (
          <div>
            <Button type="button" variant="outline" disabled={gravar.isPending} onClick={() => void salvar()}>
              {TEXTOS.salvarPresenca}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
