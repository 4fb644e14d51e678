import { BookOpenText } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { DOCS_PATH } from '../../../lib/paths';

/** 'Documentação': the API reference the server publishes, in a new tab. */
export function DocsLink({ variant = 'outline', size = 'lg', className }: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={DOCS_PATH} target="_blank" rel="noopener noreferrer">
        <BookOpenText aria-hidden="true" />
        Documentação
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    </Button>
  );
}
