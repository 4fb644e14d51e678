import { useState } from 'react';
import { toast } from 'sonner';
import { GRAUS_DUPLICADO } from '../../../../domain/aluno/duplicados';
import { pageTitle } from '../../../../domain/navigation';
import { BarraFiltros } from '../../../components/barra-filtros';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { opcoesDe } from '../../../components/filtro-select';
import { ListaPaginada } from '../../../components/lista-paginada';
import { Pagina } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { useSignedInSession } from '../../../lib/session';
import { useBuscaPaginada } from '../../../lib/use-lista-paginada';
import { type DuplicadoSuspeito, useDescartarPar, useDuplicados, useFundirPar, useProcurarDuplicados } from '../api/duplicados';
import { FundirDialog } from '../components/fundir-dialog';
import { FusoesRecentes } from '../components/fusoes-recentes';
import { ParDeDuplicados } from '../components/par-de-duplicados';
import { TEXTOS } from '../components/textos';

const { description } = pageTitle('/duplicados');
const GRAUS = ['certo', 'muito_provavel', 'possivel'] as const;

/**
 * "Possíveis duplicados": the suspected pairs of the network (the empresa) or of the gestor's schools
 * (the server decides), strongest first, side by side; the scan on demand, "Não são a mesma pessoa"
 * and the merge, each asked first. The empresa also sees the recent merges and undoes one.
 */
export function DuplicadosPage() {
  const { usuario } = useSignedInSession();
  const paginacao = useBuscaPaginada({ busca: '', grau: 'all' }, 10);
  const lista = useDuplicados(paginacao.consulta);
  const procurar = useProcurarDuplicados();
  const descartar = useDescartarPar();
  const fundir = useFundirPar();
  const [aDescartar, setADescartar] = useState<DuplicadoSuspeito | null>(null);
  const [aFundir, setAFundir] = useState<DuplicadoSuspeito | null>(null);
  const linhas = lista.data?.itens.length;

  return (
    <Pagina
      title={TEXTOS.titulo}
      description={description}
      actions={
        <Button
          disabled={procurar.isPending}
          onClick={() =>
            procurar.mutate(undefined, {
              onSuccess: (r) => toast.success(TEXTOS.procurado(r.encontrados, r.novos)),
              onError: (e) => toast.error(TEXTOS.erroProcurar(e.message)),
            })
          }
        >
          {procurar.isPending ? TEXTOS.procurando : TEXTOS.procurar}
        </Button>
      }
    >
      <BarraFiltros
        paginacao={paginacao}
        placeholder={TEXTOS.busca}
        emLinha
        campos={[
          {
            chave: 'grau',
            id: 'filtro-grau',
            label: TEXTOS.grau,
            todos: TEXTOS.todosGraus,
            opcoes: opcoesDe(GRAUS, GRAUS_DUPLICADO),
          },
        ]}
      />
      <ListaPaginada
        lista={lista}
        paginacao={paginacao}
        textos={TEXTOS}
        vazio={paginacao.filtrando ? TEXTOS.semResultado(paginacao.termo) : TEXTOS.vazio}
        className="grid gap-4"
      >
        {(pares) =>
          pares.map((par) => <ParDeDuplicados key={par.id} par={par} onFundir={setAFundir} onDescartar={setADescartar} />)
        }
      </ListaPaginada>
      {usuario.tipo_usuario === 'empresa' ? <FusoesRecentes /> : null}

      <FundirDialog
        par={aFundir}
        onClose={() => setAFundir(null)}
        onFundir={async (par, mantido) => {
          await fundir.mutateAsync({ id: par.id, mantido });
          paginacao.aposExcluir(linhas);
          toast.success(TEXTOS.fundido);
          setAFundir(null);
        }}
      />
      <ConfirmDialog
        open={aDescartar !== null}
        onOpenChange={(aberto) => !aberto && setADescartar(null)}
        title={TEXTOS.naoSaoAMesma}
        description={aDescartar ? TEXTOS.confirmarDescarte(aDescartar.a.nome, aDescartar.b.nome) : ''}
        confirmLabel={TEXTOS.naoSaoAMesma}
        pendingLabel="Salvando..."
        confirmVariant="default"
        pending={descartar.isPending}
        onConfirm={() =>
          aDescartar &&
          descartar.mutate(aDescartar.id, {
            onSuccess: () => {
              paginacao.aposExcluir(linhas);
              toast.success(TEXTOS.descartado);
              setADescartar(null);
            },
            onError: (e) => toast.error(TEXTOS.erroDescartar(e.message)),
          })
        }
      />
    </Pagina>
  );
}
