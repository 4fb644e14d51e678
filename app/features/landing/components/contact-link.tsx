import { Mail } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useInstituicao } from '../api/carregar-instituicao';

/** 'Falar com Especialista': an e-mail to the institution's contact, once the server has told us it. */
export function ContactLink({
  variant = 'outline',
  size = 'lg',
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { data } = useInstituicao();
  const href = data?.email ? `mailto:${data.email}?subject=${encodeURIComponent('Quero conhecer o Gestão Escolar')}` : undefined;
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={href} aria-disabled={href ? undefined : true}>
        <Mail aria-hidden="true" />
        Falar com Especialista
      </a>
    </Button>
  );
}
