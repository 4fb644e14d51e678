import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ItemNavegacao } from '../lib/navegacao';
import { useDocumentTitle } from '../lib/use-document-title';
import { EscolaFrame } from './escola-frame';
import { PageHeader } from './page-header';

/**
 * A school page at /escola/{escolaId}/…: the tab titled `titulo`, the school frame and a header
 * with the school's name, then the page. `semCabecalho` when the page draws its own header
 * (it has buttons that depend on its state).
 */
export function PaginaDaEscola({
  titulo,
  semCabecalho = false,
  children,
}: {
  titulo: string;
  semCabecalho?: boolean;
  children: (escola: ItemNavegacao) => ReactNode;
}) {
  const { escolaId = '' } = useParams();
  useDocumentTitle(titulo);
  return (
    <EscolaFrame escolaId={escolaId}>
      {({ escola }) => (
        <div className="flex flex-col gap-6">
          {semCabecalho ? null : <PageHeader title={titulo} description={escola.nome} />}
          {children(escola)}
        </div>
      )}
    </EscolaFrame>
  );
}
