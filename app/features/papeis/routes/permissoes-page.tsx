import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { pageTitle } from '../../../../domain/navigation';
import { Aviso } from '../../../components/aviso';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { BotaoNovo, PageHeader, Pagina } from '../../../components/page-header';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api';
import { useSignedInSession } from '../../../lib/session';
import { useExclusao } from '../../../lib/use-exclusao';
import { useExcluirPapel } from '../api/excluir-papel';
import { type Papel, usePapeis } from '../api/carregar-papeis';
import { type PermissaoDoCatalogo, usePermissoes } from '../api/carregar-permissoes';
import { useDefinirPermissao } from '../api/definir-permissao';
import { PapeisList } from '../components/papeis-list';
import { PapelForm } from '../components/papel-form';
import { PermissoesGrid } from '../components/permissoes-grid';
import { TEXTOS } from '../components/textos';

const { description } = pageTitle('/permissoes');

type Painel = { tipo: 'permissoes' } | { tipo: 'novo' } | { tipo: 'editar'; papel: Papel };

function AcessoNegado() {
  return (
    <div
      role="alert"
      className="flex items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
    >
      <ShieldAlert className="size-5 shrink-0" aria-hidden />
      {TEXTOS.acessoNegado}
    </div>
  );
}

/** Roles by nivel on the left; on the right, the selected role's permissions or the role form. */
export function PermissoesPage() {
  const { usuario: eu } = useSignedInSession();
  const isAdministrador = eu.tipo_usuario === 'administrador';
  const papeis = usePapeis(isAdministrador);
  const catalogo = usePermissoes(isAdministrador);
  const alternar = useDefinirPermissao();
  const [selecionadoId, setSelecionadoId] = useState<string | null>(null);
  const [painel, setPainel] = useState<Painel>({ tipo: 'permissoes' });
  const exclusao = useExclusao<Papel>({
    excluir: useExcluirPapel(),
    descrever: (papel) => TEXTOS.confirmarExclusao(papel.nome),
    textos: TEXTOS,
    fecharAoFalhar: true,
    aoExcluir: (papel) => {
      if (selecionadoId === papel.id) setSelecionadoId(null);
      setPainel({ tipo: 'permissoes' });
    },
  });

  const header = (
    <PageHeader
      title={TEXTOS.titulo}
      description={description}
      actions={
        isAdministrador && papeis.isSuccess ? (
          <BotaoNovo onClick={() => setPainel({ tipo: 'novo' })}>{TEXTOS.novoPapel}</BotaoNovo>
        ) : null
      }
    />
  );

  const erro = papeis.error ?? catalogo.error;
  // The server is the authority: a 403 (say, the session changed meanwhile) reads like the access denial.
  if (!isAdministrador || (erro instanceof ApiError && erro.status === 403)) {
    return (
      <Pagina title={TEXTOS.titulo} description={description}>
        <AcessoNegado />
      </Pagina>
    );
  }

  let conteudo;
  if (papeis.isPending || catalogo.isPending) {
    conteudo = <Aviso>{TEXTOS.carregando}</Aviso>;
  } else if (papeis.isError || catalogo.isError) {
    conteudo = (
      <LoadError
        title={TEXTOS.erroCarregarTitulo}
        message={erro?.message ?? ''}
        onRetry={() => {
          if (papeis.isError) void papeis.refetch();
          if (catalogo.isError) void catalogo.refetch();
        }}
      />
    );
  } else {
    const lista = papeis.data.itens;
    const selecionado = lista.find((p) => p.id === selecionadoId) ?? lista[0] ?? null;

    const onAlternar = (papel: Papel) => (permissao: PermissaoDoCatalogo, concedida: boolean) => {
      alternar.mutate(
        { papelId: papel.id, permissaoId: permissao.id, nome: permissao.nome, concedida },
        { onError: (error) => toast.error(TEXTOS.erroSalvarPermissoes, { description: error.message }) },
      );
    };

    const onExcluir = (papel: Papel) => {
      // The five predefined roles are never deleted (the server refuses too).
      if (papel.predefinido) toast.error(TEXTOS.predefinidoNaoDeleta);
      else exclusao.pedir(papel);
    };

    conteudo = (
      <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div>
          <PapeisList
            papeis={lista}
            selecionadoId={painel.tipo === 'permissoes' ? (selecionado?.id ?? null) : null}
            onSelecionar={(papel) => {
              setSelecionadoId(papel.id);
              setPainel({ tipo: 'permissoes' });
            }}
            onEditar={(papel) => {
              setSelecionadoId(papel.id);
              setPainel({ tipo: 'editar', papel });
            }}
            onExcluir={onExcluir}
          />
        </div>
        <Card className="p-5">
          {painel.tipo === 'permissoes' && selecionado ? (
            <div className="grid gap-5">
              <div>
                <h2 className="text-lg font-semibold text-slate-900">
                  {TEXTOS.permissoesDo} <span className="capitalize">{selecionado.nome}</span>
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  {TEXTOS.concedidas(selecionado.permissoes.length, catalogo.data.itens.length)}
                </p>
              </div>
              <PermissoesGrid papel={selecionado} catalogo={catalogo.data.itens} onAlternar={onAlternar(selecionado)} />
            </div>
          ) : painel.tipo !== 'permissoes' ? (
            <PapelForm
              key={painel.tipo === 'editar' ? painel.papel.id : 'novo'}
              papel={painel.tipo === 'editar' ? painel.papel : null}
              onDone={(salvo) => {
                if (salvo) setSelecionadoId(salvo.id);
                setPainel({ tipo: 'permissoes' });
              }}
            />
          ) : null}
        </Card>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {header}
      {conteudo}
      <ConfirmDialog {...exclusao.confirmacao} />
    </div>
  );
}
