import { acaoAuditoriaLabel, entidadeAuditoriaLabel } from '../../../../../domain/schemas/auditoria';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { dateTime } from '../../../../lib/format';
import type { RegistroAuditoria } from './api/auditoria';

function Valor({ titulo, valor }: { titulo: string; valor: unknown }) {
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-semibold text-slate-800">{titulo}</h3>
      {valor === null || valor === undefined ? (
        <p className="text-sm text-slate-500">—</p>
      ) : (
        <pre className="max-h-72 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs text-slate-900">
          {JSON.stringify(valor, null, 2)}
        </pre>
      )}
    </div>
  );
}

/** One audit entry in full: the values before and after. */
export function AuditoriaDetalhe({ registro, onClose }: { registro: RegistroAuditoria | null; onClose: () => void }) {
  return (
    <Dialog open={!!registro} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-3xl"
        title={registro ? `${acaoAuditoriaLabel(registro.acao)} — ${entidadeAuditoriaLabel(registro.entidade)}` : 'Registro'}
        description={
          registro
            ? `${dateTime(registro.created_at)} · ${registro.usuario_email ?? 'sem usuário'} · IP ${registro.ip ?? '—'}`
            : undefined
        }
      >
        {registro ? (
          <div className="grid gap-4 md:grid-cols-2">
            <Valor titulo="Antes" valor={registro.antes} />
            <Valor titulo="Depois" valor={registro.depois} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
