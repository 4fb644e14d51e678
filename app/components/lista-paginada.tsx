import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Paginacao } from '../lib/use-lista-paginada';
import { Aviso } from './aviso';
import { LoadError } from './load-error';
import { Pagination } from './pagination';

interface Props<T> {
  lista: UseQueryResult<{ itens: T[]; total: number }>;
  paginacao: Pick<Paginacao, 'pagina' | 'porPagina' | 'setPagina'>;
  /** 'Carregando …' and the load error's text; a feature's TEXTOS has both. */
  textos: { carregando: string; erroCarregar: (mensagem: string) => string };
  /** What an empty page says: a line, or a heading with a line under it. */
  vazio: string | { titulo: string; detalhe: string };
  /** 'Tentar Novamente' refetches the list, and whatever else the page shows from the same filters. */
  onTentarNovamente?: () => void;
  /** Set to keep the rows and the paging in one block with this class (a list of cards). */
  className?: string;
  /** The rows of the page: a table or cards. */
  children: (itens: T[]) => ReactNode;
}

/** A page of a list the server pages: loading, load error with retry, empty, or the rows with the paging under them. */
export function ListaPaginada<T>({ lista, paginacao, textos, vazio, onTentarNovamente, className, children }: Props<T>) {
  if (lista.isPending) return <Aviso>{textos.carregando}</Aviso>;
  if (lista.isError)
    return (
      <LoadError message={textos.erroCarregar(lista.error.message)} onRetry={onTentarNovamente ?? (() => void lista.refetch())} />
    );
  if (lista.data.itens.length === 0) return <ListaVazia vazio={vazio} />;
  const conteudo = (
    <>
      {children(lista.data.itens)}
      <Pagination
        pagina={paginacao.pagina}
        porPagina={paginacao.porPagina}
        total={lista.data.total}
        onChange={paginacao.setPagina}
      />
    </>
  );
  return className ? <div className={className}>{conteudo}</div> : conteudo;
}

function ListaVazia({ vazio }: { vazio: Props<unknown>['vazio'] }) {
  if (typeof vazio === 'string')
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center text-sm text-slate-600">
        {vazio}
      </p>
    );
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white py-10 text-center">
      <p className="font-medium text-slate-900">{vazio.titulo}</p>
      <p className="mt-1 text-sm text-slate-600">{vazio.detalhe}</p>
    </div>
  );
}
