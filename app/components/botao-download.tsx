import { Download, LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { apiDownload } from '../lib/download';
import { Button } from './ui/button';

interface Props {
  /** The API path that builds the file (with the list's filters in the query). */
  url: string;
  /** The button's text; none for an icon-only button, which is then named by `aria-label`. */
  children?: ReactNode;
  variant?: 'outline' | 'default' | 'ghost';
  size?: 'default' | 'sm' | 'icon' | 'icon-sm';
  /** For an icon-only button: its name, also shown as its tooltip. */
  'aria-label'?: string;
}

/**
 * A button that downloads a file built on the server: shows that it is being made (a PDF of a
 * large class takes a moment), then saves it under the server's name, or says why it could not.
 */
export function BotaoDownload({ url, children, variant = 'outline', size, ...rest }: Props) {
  const [gerando, setGerando] = useState(false);
  const baixar = async () => {
    setGerando(true);
    try {
      await apiDownload(url);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'Não foi possível gerar o arquivo.');
    } finally {
      setGerando(false);
    }
  };
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      onClick={() => void baixar()}
      disabled={gerando}
      aria-busy={gerando}
      title={children ? undefined : rest['aria-label']}
      {...rest}
    >
      {gerando ? <LoaderCircle aria-hidden className="animate-spin" /> : <Download aria-hidden />}
      {children}
    </Button>
  );
}
