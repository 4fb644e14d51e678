import { Eye, EyeOff, RefreshCw, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type Customizacao, normalizarCustomizacao } from '../../../../../domain/customizacao';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api';
import { type CustomizacaoSalva, customizacaoQueryOptions } from '../../../../lib/customizacao';
import { useQueryClient } from '@tanstack/react-query';
import { useResetCustomizacao, useSalvarCustomizacao } from '../../api/salvar-customizacao';
import { useRegistrarAba } from '../../../../components/config-forms';
import { CabecalhoCard } from './cabecalho-card';
import { FooterCard } from './footer-card';
import { LogoCard } from './logo-card';
import { CustomizacaoPreview } from './preview';
import { type Atualizar, type Rascunho, paraEnvio, paraRascunho } from './rascunho';
import { SecoesCard } from './secoes-card';
import { SidebarCard } from './sidebar-card';

/** What the preview draws: the form as the server would normalise it. */
function comoSalvo(r: Rascunho): Customizacao {
  return normalizarCustomizacao(paraEnvio(r));
}

/**
 * One level's customisation: the chosen network's (`empresaId`; the user's own when null for an
 * empresa) or, for an administrador with no network chosen, the platform's default.
 */
export function CustomizacaoForm({
  salva,
  empresaId,
  nomeInstituicao,
}: {
  salva: CustomizacaoSalva;
  empresaId: string | null;
  nomeInstituicao: string;
}) {
  const queryClient = useQueryClient();
  const save = useSalvarCustomizacao();
  const reset = useResetCustomizacao();
  const [base, setBase] = useState(() => paraRascunho(salva.customizacao));
  const [rascunho, setRascunho] = useState(base);
  const [versoes, setVersoes] = useState(salva.versoes);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<Customizacao | null>(null);
  const [confirmarReset, setConfirmarReset] = useState(false);
  const dirty = JSON.stringify(rascunho) !== JSON.stringify(base);

  const atualizar: Atualizar = (card, campos) => {
    setRascunho((r) => ({ ...r, [card]: { ...r[card], ...campos } }));
    setErros({});
  };

  const aplicarSalva = (nova: CustomizacaoSalva) => {
    const r = paraRascunho(nova.customizacao);
    setBase(r);
    setRascunho(r);
    setVersoes(nova.versoes);
    setErros({});
    if (preview) setPreview(nova.customizacao);
  };

  const salvar = async () => {
    try {
      aplicarSalva(await save.mutateAsync({ empresaId, customizacao: paraEnvio(rascunho), versoes }));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErros(error.fields);
      if (error instanceof ApiError && error.status === 409) {
        const atual = await queryClient.fetchQuery({ ...customizacaoQueryOptions(empresaId), staleTime: 0 }).catch(() => null);
        if (atual) setVersoes(atual.versoes);
      }
      throw error instanceof Error ? error : new Error('Erro ao salvar configuração');
    }
  };

  useRegistrarAba('customizacao', {
    dirty,
    save: salvar,
    reset: () => {
      setRascunho(base);
      setErros({});
    },
  });

  const restaurarPadroes = () =>
    reset.mutate(empresaId, {
      onSuccess: (nova) => {
        aplicarSalva(nova);
        setConfirmarReset(false);
        toast.success('Customização restaurada para os padrões');
      },
      onError: (e) => toast.error(`Erro ao resetar configurações: ${e.message}`),
    });

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          aria-expanded={preview !== null}
          aria-controls="customizacao-preview"
          onClick={() => setPreview((p) => (p ? null : comoSalvo(rascunho)))}
        >
          {preview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {preview ? 'Ocultar Preview' : 'Mostrar Preview'}
        </Button>
        <Button variant="outline" disabled={!preview} onClick={() => setPreview(comoSalvo(rascunho))}>
          <RefreshCw aria-hidden="true" />
          Atualizar
        </Button>
        <Button variant="ghost" className="ml-auto" onClick={() => setConfirmarReset(true)}>
          <RotateCcw aria-hidden="true" />
          Restaurar Padrões
        </Button>
      </div>
      <div id="customizacao-preview">
        {preview ? <CustomizacaoPreview c={preview} nomeInstituicao={nomeInstituicao} /> : null}
      </div>
      <LogoCard logo={rascunho.logo} atualizar={atualizar} erro={erros['logo.url']} />
      <CabecalhoCard cabecalho={rascunho.cabecalho} atualizar={atualizar} erro={erros['cabecalho.imagemFundo']} />
      <SecoesCard secoes={rascunho.secoes} atualizar={atualizar} />
      <SidebarCard sidebar={rascunho.sidebar} atualizar={atualizar} />
      <FooterCard footer={rascunho.footer} atualizar={atualizar} erro={erros['footer.links']} />
      <ConfirmDialog
        open={confirmarReset}
        onOpenChange={setConfirmarReset}
        title="Restaurar padrões?"
        description={
          salva.empresa_id
            ? 'Logo, cabeçalho, seções, menu lateral e rodapé desta rede voltam aos padrões da plataforma para todos os seus usuários.'
            : 'Logo, cabeçalho, seções, menu lateral e rodapé voltam aos valores padrão para todos os usuários.'
        }
        confirmLabel="Restaurar Padrões"
        pending={reset.isPending}
        onConfirm={restaurarPadroes}
      />
    </div>
  );
}
