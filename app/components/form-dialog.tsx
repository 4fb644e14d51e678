import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CONFLITO } from '../../domain/academico/campos';
import { cn } from '../lib/cn';
import { ApiError } from '../lib/api';
import { type VersaoContexto, mostrarErrosDeCampo } from '../lib/form-resolver';
import { PrefixoDosCampos } from './campos/campo';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './ui/dialog';

/** A failure no field explains: a toast, with or without a description under its title. */
type Falha = string | { titulo: string; descricao?: string };

const DISPOSICAO = {
  coluna: { form: 'grid gap-4', largo: undefined },
  'duas-colunas': { form: 'grid gap-4 sm:grid-cols-2', largo: 'sm:col-span-2' },
  /** FormSections, each laid out by itself. */
  secoes: { form: 'grid gap-6', largo: undefined },
} as const;

/** What opens and closes a dialog, as its page holds it. */
export interface DialogoProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A dialog open while its page holds a record (the row acted on), closed by letting go of it. */
export function abertoCom(registro: object | null, onClose: () => void): DialogoProps {
  return {
    open: registro !== null,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  };
}

/** What the dialog says for one kind of save: of a new record, or of an edited one. */
interface TextosDoModo {
  titulo: string;
  sucesso: string;
  /** The submit button; 'Criar' or 'Atualizar' by default. */
  botao?: string;
}

/**
 * A create/edit form apart from the record it opens with: its validation, ids and layout, and
 * what it says. Each feature defines its own beside its fields (the feature's *-form.ts).
 */
export interface Formulario<TValues extends FieldValues, TOut> {
  validacao: {
    /** Validates with the schema the server uses (lib/form-resolver), so the messages are the server's. */
    resolver: Resolver<TValues, VersaoContexto, TOut>;
    /** The fields that show the server's messages under them; any other message becomes the toast. */
    campos: readonly string[];
  };
  aparencia: {
    /** Ids of the fields: `${prefixo}-${name}`. */
    prefixo: string;
    /** The dialog's width (a max-w-* class). */
    className?: string;
    disposicao?: keyof typeof DISPOSICAO;
  };
  novo: TextosDoModo;
  editado: TextosDoModo;
  falha: (mensagem: string, editando: boolean) => Falha;
  /** The submit button while it runs. */
  enviando?: string;
  destrutivo?: boolean;
}

/** Types a feature's form definition; TValues and TOut come from its resolver. */
export function definirFormulario<TValues extends FieldValues, TOut>(formulario: Formulario<TValues, TOut>) {
  return formulario;
}

// Methods, so a form whose resolver gives the create or the update body (by `registro`) can
// take the create and the update mutation, each with its own body.
/** How the form saves (lib/use-mutacoes-de-cadastro gives a feature's create and update). */
export interface Mutacoes<TOut> {
  /** Sends a new record (no `registro`). */
  criar?(dados: TOut): Promise<unknown>;
  /** Sends the edited record, with the version (updated_at) the edit is based on. */
  atualizar?(pedido: { id: string; input: TOut & { updated_at: string } }): Promise<unknown>;
  /**
   * Reads the record again after someone else saved it first (409): the next save is based on
   * their version, so it is a deliberate overwrite. Without it the version stays.
   */
  versaoAtual?(id: string): Promise<{ updated_at: string }>;
}

export interface FormDialogProps<TValues extends FieldValues, TOut> extends DialogoProps {
  formulario: Formulario<TValues, TOut>;
  description?: ReactNode;
  /** The record edited, or null for a new one; another record starts the form over with its values. */
  registro: { id: string; updated_at: string } | null;
  valores: DefaultValues<NoInfer<TValues>>;
  mutacoes: Mutacoes<NoInfer<TOut>>;
  /** The fields (components/campos), bound by name to this form. */
  children: ReactNode;
}

/**
 * A create/edit dialog: closes on success, keeps what was typed on failure, with the server's
 * messages under their fields. The form mounts when the dialog opens, so it starts from the record.
 */
export function FormDialog<TValues extends FieldValues, TOut>(props: FormDialogProps<TValues, TOut>) {
  const { open, onOpenChange, formulario, description, registro } = props;
  const textos = registro ? formulario.editado : formulario.novo;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={formulario.aparencia.className} title={textos.titulo} description={description}>
        {open ? <Formulario key={registro?.id ?? 'novo'} {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario<TValues extends FieldValues, TOut>(props: FormDialogProps<TValues, TOut> & { onDone: () => void }) {
  const { formulario, registro, mutacoes, children, onDone } = props;
  const { resolver, campos } = formulario.validacao;
  const { prefixo, disposicao = 'coluna' } = formulario.aparencia;
  const textos = registro ? formulario.editado : formulario.novo;
  const [versao, setVersao] = useState(registro?.updated_at ?? '');
  const form = useForm<TValues, VersaoContexto, TOut>({
    context: { versao },
    defaultValues: props.valores,
    resolver,
    // An error goes away as soon as its field is edited; the next save checks again.
    reValidateMode: 'onSubmit',
  });
  const { isSubmitting, errors } = form.formState;
  const { form: classeForm, largo } = DISPOSICAO[disposicao];

  const onSubmit = form.handleSubmit(async (dados) => {
    try {
      if (registro) await mutacoes.atualizar?.({ id: registro.id, input: { ...dados, updated_at: versao } });
      else await mutacoes.criar?.(dados);
      toast.success(textos.sucesso);
      onDone();
    } catch (error) {
      if (mostrarErrosDeCampo(error, form.setError, campos)) return;
      const falha = formulario.falha(error instanceof Error ? error.message : 'Erro desconhecido', registro !== null);
      if (typeof falha === 'string') toast.error(falha);
      else toast.error(falha.titulo, { description: falha.descricao });
      const { versaoAtual } = mutacoes;
      if (registro && versaoAtual && error instanceof ApiError && error.status === 409 && error.message === CONFLITO) {
        const atual = await versaoAtual.call(mutacoes, registro.id).catch(() => null);
        if (atual) setVersao(atual.updated_at);
      }
    }
  });

  return (
    <FormProvider {...form}>
      <PrefixoDosCampos.Provider value={prefixo}>
        <form onSubmit={onSubmit} noValidate className={classeForm}>
          {children}
          {errors.root?.message ? (
            <p role="alert" className={cn('text-sm text-red-600', largo)}>
              {errors.root.message}
            </p>
          ) : null}
          <DialogFooter className={largo}>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant={formulario.destrutivo ? 'destructive' : undefined} disabled={isSubmitting}>
              {isSubmitting ? (formulario.enviando ?? 'Salvando...') : (textos.botao ?? (registro ? 'Atualizar' : 'Criar'))}
            </Button>
          </DialogFooter>
        </form>
      </PrefixoDosCampos.Provider>
    </FormProvider>
  );
}
