import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { CUSTOMIZACAO_PADRAO } from '../../../../../domain/customizacao';
import { LIMITE_IMAGEM_BYTES, UPLOAD_MENSAGENS } from '../../../../../domain/uploads';
import { FormField } from '../../../../components/form-field';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { useUploadLogo } from '../../api/upload-logo';
import { CampoNumero } from './campos';
import type { Atualizar, Rascunho } from './rascunho';

const P = CUSTOMIZACAO_PADRAO.logo;

export function LogoCard({ logo, atualizar, erro }: { logo: Rascunho['logo']; atualizar: Atualizar; erro?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const [falha, setFalha] = useState<string | null>(null);
  const mensagem = falha ?? erro;

  const enviar = (arquivo: File | undefined) => {
    if (!arquivo) return;
    setFalha(null);
    if (arquivo.size > LIMITE_IMAGEM_BYTES) return setFalha(UPLOAD_MENSAGENS.grandeDemais);
    upload.mutate(arquivo, { onSuccess: ({ url }) => atualizar('logo', { url }), onError: (e) => setFalha(e.message) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo</CardTitle>
        <CardDescription>
          PNG, JPG ou SVG de até 2 MB (um SVG é limpo de scripts e referências externas). Aparece no cabeçalho, no menu lateral e
          na página de apresentação.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <div className="flex h-20 min-w-32 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 p-2">
            {logo.url ? (
              <img src={logo.url} alt={logo.alt || P.alt} className="max-h-16 max-w-48 object-contain" />
            ) : (
              <span className="text-xs text-slate-600">Sem logo</span>
            )}
          </div>
          <input
            ref={input}
            id="customizacao-logo-arquivo"
            type="file"
            accept="image/png,image/jpeg,image/svg+xml"
            aria-label="Arquivo do logo"
            tabIndex={-1}
            className="sr-only"
            onChange={(e) => {
              enviar(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" />
            {upload.isPending ? 'Enviando...' : 'Enviar logo'}
          </Button>
          {logo.url ? (
            <Button variant="ghost" onClick={() => atualizar('logo', { url: '' })}>
              <Trash2 aria-hidden="true" />
              Remover logo
            </Button>
          ) : null}
          {mensagem ? (
            <p role="alert" className="w-full text-sm text-red-600">
              {mensagem}
            </p>
          ) : null}
        </div>
        <CampoNumero
          id="customizacao-logo-largura"
          label="Largura (px)"
          value={logo.largura}
          padrao={P.largura}
          onChange={(largura) => atualizar('logo', { largura })}
        />
        <CampoNumero
          id="customizacao-logo-altura"
          label="Altura (px)"
          value={logo.altura}
          padrao={P.altura}
          onChange={(altura) => atualizar('logo', { altura })}
        />
        <div className="sm:col-span-2">
          <FormField id="customizacao-logo-alt" label="Texto alternativo">
            <Input id="customizacao-logo-alt" value={logo.alt} onChange={(e) => atualizar('logo', { alt: e.target.value })} />
          </FormField>
        </div>
      </CardContent>
    </Card>
  );
}
