import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { SECOES_DO_AVISO, type TextoDoAviso } from '../../../../domain/privacidade/aviso-padrao';
import { AVISO_MENSAGENS, avisoCampos } from '../../../../domain/schemas/privacidade-aviso';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { mostrarErrosDeCampo, schemaResolver } from '../../../lib/form-resolver';
import { type Aviso, usePublicarAviso } from '../api/aviso';

const CAMPOS_CURTOS: { campo: 'controlador' | 'encarregado_nome' | 'encarregado_contato'; titulo: string }[] = [
  { campo: 'controlador', titulo: 'Controlador (a rede)' },
  { campo: 'encarregado_nome', titulo: 'Nome do encarregado' },
  { campo: 'encarregado_contato', titulo: 'Contato do encarregado (e-mail ou telefone)' },
];
const CAMPOS = [...CAMPOS_CURTOS.map((c) => c.campo), ...SECOES_DO_AVISO.map((s) => s.campo)];
const resolver = schemaResolver<TextoDoAviso, TextoDoAviso, undefined>(avisoCampos, (v) => v, CAMPOS);

/**
 * The notice's texts, starting from the version in force (or the default): 'Publicar nova versão'
 * publishes them as the next version, which every user of the network acknowledges on next access.
 */
export function AvisoForm({ aviso, empresaId }: { aviso: Aviso; empresaId: string | null }) {
  const { empresa_id: _e, empresa_nome: _n, versao, publicado_em: _p, ...textos } = aviso;
  const form = useForm<TextoDoAviso, undefined, TextoDoAviso>({ defaultValues: textos, resolver });
  const publicar = usePublicarAviso();
  const { errors } = form.formState;

  const enviar = form.handleSubmit((dados) =>
    publicar
      .mutateAsync(
        { ...dados, versao_atual: versao, ...(empresaId ? { empresa_id: empresaId } : {}) },
        {
          onSuccess: (novo) => {
            form.reset(dados);
            toast.success(AVISO_MENSAGENS.publicado(novo.versao ?? 1));
          },
          onError: (err) => {
            if (!mostrarErrosDeCampo(err, form.setError, CAMPOS)) toast.error(`Erro ao publicar: ${err.message}`);
          },
        },
      )
      .catch(() => undefined),
  );

  const erroDe = (campo: keyof TextoDoAviso) => errors[campo]?.message;
  const descrito = (campo: string, erro?: string) => ({
    'aria-invalid': erro ? true : undefined,
    'aria-describedby': erro ? `aviso-${campo}-erro` : undefined,
  });

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="flex flex-col gap-5" aria-label="Texto do aviso">
      <div className="grid gap-4 md:grid-cols-3">
        {CAMPOS_CURTOS.map(({ campo, titulo }) => (
          <FormField key={campo} id={`aviso-${campo}`} label={titulo} error={erroDe(campo)}>
            <Input id={`aviso-${campo}`} {...descrito(campo, erroDe(campo))} {...form.register(campo)} />
          </FormField>
        ))}
      </div>
      {SECOES_DO_AVISO.map(({ campo, titulo }) => (
        <FormField key={campo} id={`aviso-${campo}`} label={titulo} error={erroDe(campo)}>
          <Textarea id={`aviso-${campo}`} rows={4} {...descrito(campo, erroDe(campo))} {...form.register(campo)} />
        </FormField>
      ))}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-slate-600">
          Publicar cria uma nova versão: cada usuário da rede a lerá e confirmará no próximo acesso.
        </p>
        <Button type="submit" disabled={publicar.isPending}>
          {publicar.isPending ? 'Publicando...' : 'Publicar nova versão'}
        </Button>
      </div>
    </form>
  );
}
