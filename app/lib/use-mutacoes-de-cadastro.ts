import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';

interface Versao {
  updated_at: string;
}

/** A feature's useMutation result: the form only waits on its promise. */
interface Mutacao<TVariaveis> {
  mutateAsync: (variaveis: TVariaveis) => Promise<unknown>;
}

/** The record's query (the feature's `*QueryOptions(id)`), or a plain read of it. */
type Releitura<TRegistro extends Versao, TChave extends QueryKey> = (
  id: string,
) => FetchQueryOptions<TRegistro, Error, TRegistro, TChave> | Promise<TRegistro>;

/**
 * The create and the update of a feature's form (FormDialog's `mutacoes`), and how it reads the
 * record again after a 409. A query is fetched from the server, never taken from the cache: the
 * cached version is the one the server refused.
 */
export function useMutacoesDeCadastro<TCriar, TAtualizar, TRegistro extends Versao, TChave extends QueryKey>(
  criar: Mutacao<TCriar>,
  atualizar: Mutacao<TAtualizar>,
  reler?: Releitura<TRegistro, TChave>,
) {
  const queryClient = useQueryClient();
  const versaoAtual =
    reler &&
    ((id: string): Promise<Versao> => {
      const lida = reler(id);
      return lida instanceof Promise ? lida : queryClient.fetchQuery({ ...lida, staleTime: 0 });
    });
  return { criar: criar.mutateAsync, atualizar: atualizar.mutateAsync, versaoAtual };
}
