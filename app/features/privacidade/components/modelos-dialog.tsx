import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import type { Incidente } from '../api/incidentes';

/** The notices of an incident, drafted from it, to copy into the ANPD's form and into the message to the families. */
export function ModelosDialog({ incidente, onClose }: { incidente: Incidente | null; onClose: () => void }) {
  const copiar = (texto: string) =>
    navigator.clipboard.writeText(texto).then(
      () => toast.success('Texto copiado'),
      () => toast.error('Não foi possível copiar: selecione o texto e copie.'),
    );
  return (
    <Dialog open={incidente !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {incidente ? (
        <DialogContent title="Modelos de comunicação" description={incidente.titulo} className="max-w-3xl">
          {(
            [
              ['anpd', 'Comunicação à ANPD', incidente.modelos.anpd, 'Copiar o texto para a ANPD'],
              ['familias', 'Comunicação às famílias', incidente.modelos.familias, 'Copiar o texto para as famílias'],
            ] as const
          ).map(([chave, titulo, texto, botao]) => (
            <FormField key={chave} id={`modelo-${chave}`} label={titulo}>
              <Textarea id={`modelo-${chave}`} readOnly rows={10} value={texto} className="font-mono text-xs" />
              <Button variant="outline" size="sm" className="w-fit" onClick={() => void copiar(texto)}>
                <Copy aria-hidden /> {botao}
              </Button>
            </FormField>
          ))}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Fechar</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
