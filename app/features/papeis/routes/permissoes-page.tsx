import { Plus, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { pageTitle } from '../../../../domain/navigation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api';
import { useSignedInSession } from '../../../lib/session';
import { useDeletePapel } from '../api/delete-papel';
import { type Papel, usePapeis } from '../api/get-papeis';
import { type PermissaoCatalogo, usePermissoes } from '../api/get-permissoes';
import { useSetPermissao } from '../api/set-permissao';
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

/** Spec 1 §2.10: roles by nivel on the left; on the right, the selected role's permissions or the role form. */
export function PermissoesPage() {
  const { usuario: eu } = useSignedInSession();
  const isAdministrador = eu.tipo_usuario === 'administrador';
  const papeis = usePapeis(isAdministrador);
  const catalogo = usePermissoes(isAdministrador);
  const alternar = useSetPermissao();
  const excluir = useDeletePapel();
  const [selecionadoId, setSelecionadoId] = useState<string | null>(null);
  const [painel, setPainel] = useState<Painel>({ tipo: 'permissoes' });
  const [excluindo, setExcluindo] = useState<Papel | null>(null);

  const header = (
    <PageHeader
      title={TEXTOS.titulo}
      description={description}
      actions={
        isAdministrador && papeis.isSuccess ? (
          <Button onClick={() => setPainel({ tipo: 'novo' })}>
            <Plus aria-hidden />
            {TEXTOS.novoPapel}
          </Button>
        ) : null
      }
    />
  );

  const erro = papeis.error ?? catalogo.error;
  // The server is the authority: a 403 (say, the session changed meanwhile) reads like the spec's denial.
  if (!isAdministrador || (erro instanceof ApiError && erro.status === 403)) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={TEXTOS.titulo} description={description} />
        <AcessoNegado />
      </div>
    );
  }

  let conteudo;
  if (papeis.isPending || catalogo.isPending) {
    conteudo = (
      <p role="status" className="py-8 text-center text-sm text-slate-600">
        {TEXTOS.carregando}
      </p>
    );
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

    const onAlternar = (papel: Papel) => (permissao: PermissaoCatalogo, concedida: boolean) => {
      alternar.mutate(
        { papelId: papel.id, permissaoId: permissao.id, nome: permissao.nome, concedida },
        { onError: (error) => toast.error(TEXTOS.erroSalvarPermissoes, { description: error.message }) },
      );
    };

    const onExcluir = (papel: Papel) => {
      // Spec 1 §5: the five predefined roles are never deleted (the server refuses too).
      if (papel.predefinido) toast.error(TEXTOS.predefinidoNaoDeleta);
      else setExcluindo(papel);
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
      <ConfirmDialog
        open={excluindo !== null}
        onOpenChange={(open) => {
          if (!open && !excluir.isPending) setExcluindo(null);
        }}
        description={excluindo ? TEXTOS.confirmarExclusao(excluindo.nome) : ''}
        pending={excluir.isPending}
        onConfirm={() => {
          if (!excluindo) return;
          excluir.mutate(excluindo.id, {
            onSuccess: () => {
              toast.success(TEXTOS.excluido);
              if (selecionadoId === excluindo.id) setSelecionadoId(null);
              setPainel({ tipo: 'permissoes' });
              setExcluindo(null);
            },
            onError: (error) => {
              toast.error(TEXTOS.erroDeletarPapel, { description: error.message });
              setExcluindo(null);
            },
          });
        }}
      />
    </div>
  );
}
