import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

export function Secao({
  id,
  titulo,
  children,
  className,
}: {
  id: string;
  titulo: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby={id}>
        <CardHeader className="pb-3">
          <CardTitle id={id} className="text-base">
            {titulo}
          </CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

export function Vazio({ children }: { children: ReactNode }) {
  return <p className="py-4 text-center text-sm text-slate-600">{children}</p>;
}
