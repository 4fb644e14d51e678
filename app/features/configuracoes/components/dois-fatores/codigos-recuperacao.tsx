import { Copy, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { TEXTOS_2FA } from './textos';

/** The recovery codes, shown once, with copy and download. */
export function CodigosRecuperacao({ codigos }: { codigos: string[] }) {
  const texto = codigos.join('\n');
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(texto);
      toast.success(TEXTOS_2FA.copiados);
    } catch {
      toast.error('Não foi possível copiar. Selecione os códigos e copie manualmente.');
    }
  };
  const baixar = () => {
    const url = URL.createObjectURL(
      new Blob([`Gestão Escolar — códigos de recuperação\n\n${texto}\n`], { type: 'text/plain;charset=utf-8' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = 'codigos-recuperacao-gestao-escolar.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">{TEXTOS_2FA.guardeCodigos}</p>
      <ul
        aria-label="Códigos de recuperação"
        className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900"
      >
        {codigos.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copiar()}>
          <Copy aria-hidden /> {TEXTOS_2FA.copiar}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={baixar}>
          <Download aria-hidden /> {TEXTOS_2FA.baixar}
        </Button>
      </div>
    </div>
  );
}
