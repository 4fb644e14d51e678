import { ImageUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { LIMITE_IMAGEM_BYTES, UPLOAD_MENSAGENS } from '../../../../../domain/uploads';
import { Avatar } from '../../../../components/avatar';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import type { Perfil } from '../../api/carregar-perfil';
import { useRemoveFoto } from '../../api/remover-foto';
import { useUploadFoto } from '../../api/enviar-foto';

/** JPG, PNG or GIF up to 2 MB; the server checks the content, this only saves a trip. */
export function FotoCard({ perfil }: { perfil: Perfil }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFoto();
  const remove = useRemoveFoto();
  const [erro, setErro] = useState<string | null>(null);

  const enviar = (arquivo: File | undefined) => {
    if (!arquivo) return;
    setErro(null);
    if (arquivo.size > LIMITE_IMAGEM_BYTES) {
      setErro(UPLOAD_MENSAGENS.grandeDemais);
      return;
    }
    upload.mutate(arquivo, {
      onSuccess: () => toast.success('Foto atualizada'),
      onError: (e) => setErro(e.message),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Foto do perfil</CardTitle>
        <CardDescription>JPG, PNG ou GIF de até 2 MB. Ela aparece no menu do usuário, no topo da página.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <Avatar nome={perfil.nome} imagem={perfil.imagem} className="size-20 text-2xl" />
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id="perfil-foto"
              type="file"
              accept="image/jpeg,image/png,image/gif"
              aria-label="Arquivo da foto do perfil"
              tabIndex={-1}
              className="sr-only"
              aria-describedby={erro ? 'perfil-foto-erro' : undefined}
              onChange={(e) => {
                enviar(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
              <ImageUp aria-hidden="true" />
              {upload.isPending ? 'Enviando...' : perfil.imagem ? 'Trocar foto' : 'Enviar foto'}
            </Button>
            {perfil.imagem ? (
              <Button
                variant="ghost"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => toast.success('Foto removida'),
                    onError: (e) => setErro(e.message),
                  })
                }
              >
                <Trash2 aria-hidden="true" />
                Remover foto
              </Button>
            ) : null}
          </div>
          {erro ? (
            <p id="perfil-foto-erro" role="alert" className="text-sm text-red-600">
              {erro}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
