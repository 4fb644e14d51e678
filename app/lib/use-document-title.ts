import { useEffect } from 'react';

const PRODUCT = 'Gestão Escolar';

/** Sets the browser tab title to "<page> · Gestão Escolar"; undefined leaves it to someone else. */
export function useDocumentTitle(page: string | undefined) {
  useEffect(() => {
    if (page !== undefined) document.title = page ? `${page} · ${PRODUCT}` : PRODUCT;
  }, [page]);
}
