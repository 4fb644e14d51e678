import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CONFLITO } from '../../domain/academico/campos';
import { cn } from '../lib/cn';
import { ApiError } from '../lib/api';
import { type VersaoContexto, mostrarErrosDeCampo } from '../lib/form-resolver';
import { useAtalhoDeSalvar } from '../lib/use-atalho-de-salvar';
import { type AvisoDeSalvar, BarraDeSalvar, BotaoSalvar } from './barra-de-salvar';
import { PrefixoDosCampos } from './campos/campo';
import { Button } from './ui/button';
import { Dialog, DialogClose, DialogContent } from './ui/dialog';

/** A failure no field explains: a message, with or without a description after its title. */
type Falha = string | { titulo: string; descricao?: string };

const CORRIJA = 'Corrija os campos destacados antes de salvar.';

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

/** A form that only creates (or only edits) says one thing whatever the record. */
type Modos = { novo: TextosDoModo; editado?: TextosDoModo } | { novo?: undefined; editado: TextosDoModo };

function textosDe(modos: Modos, editando: boolean): TextosDoModo {
  if (!modos.novo) return modos.editado;
  return editando ? (modos.editado ?? modos.novo) : modos.novo;
}

/** What the dialog edits: a saved record, with the version its edit is based on. */
type Registro = { id: string; updated_at: string };

/**
 * A create/edit form apart from the record it opens with: how it starts, its validation, ids and
 * layout, and what it says. Each feature defines its own beside its fields (its *-form.ts).
 */
export type Formulario<TValues extends FieldValues, TOut, TRegistro extends Registro> = Modos & {
  /** What the inputs start with: the record's, or a new one's (null). */
  valores: (registro: TRegistro | null) => DefaultValues<NoInfer<TValues>>;
  /** A line under the title (of the record, or of what the dialog does). */
  descricao?: (registro: TRegistro | null) => ReactNode;
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
  falha: (mensagem: string, editando: boolean) => Falha;
  /** The submit button while it runs. */
  enviando?: string;
  /** The button that closes without saving; 'Cancelar' by default ('Voltar' beside 'Cancelar pendência'). */
  fechar?: string;
  destrutivo?: boolean;
};

/** Types a feature's form definition: the values, body and record come from its functions. */
export function definirFormulario<TValues extends FieldValues, TOut, TRegistro extends Registro = Registro>(
  formulario: Formulario<TValues, TOut, TRegistro>,
) {
  return formulario;
}

// Methods, so a form whose resolver gives the create or the update body (by `registro`) can
// take the create and the update mutation, each with its own body.
/** How the form saves (lib/use-mutacoes-de-cadastro gives a feature's create and update). */
interface Mutacoes<TOut> {
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

export interface FormDialogProps<TValues extends FieldValues, TOut, TRegistro extends Registro> extends DialogoProps {
  formulario: Formulario<TValues, TOut, TRegistro>;
  /** The record edited, or null for a new one; another record starts the form over with its values. */
  registro: TRegistro | null;
  mutacoes: Mutacoes<NoInfer<TOut>>;
  /** The fields (components/campos), bound by name to this form. */
  children: ReactNode;
}

/**
 * A create/edit dialog: closes on success (a toast says so, and the focus goes back to what opened
 * it), keeps what was typed on failure, with the server's messages under their fields. Cancelar (or
 * the form's `fechar`) and Salvar stay stuck to the bottom of the dialog however long the form, Ctrl+S / ⌘+S saves from any
 * field, and a failure is said in the dialog's own live region: while a dialog is open the rest of
 * the page, the toasts included, is hidden from screen readers. The form mounts when the dialog
 * opens, so it starts from the record.
 */
export function FormDialog<TValues extends FieldValues, TOut, TRegistro extends Registro>(
  props: FormDialogProps<TValues, TOut, TRegistro>,
) {
  const { open, onOpenChange, formulario, registro } = props;
  const textos = textosDe(formulario, registro !== null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={formulario.aparencia.className}
        title={textos.titulo}
        description={formulario.descricao?.(registro)}
      >
        {open ? <Formulario key={registro?.id ?? 'novo'} {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario<TValues extends FieldValues, TOut, TRegistro extends Registro>(
  props: FormDialogProps<TValues, TOut, TRegistro> & { onDone: () => void },
) {
  const { formulario, registro, mutacoes, children, onDone } = props;
  const { resolver, campos } = formulario.validacao;
  const { prefixo, disposicao = 'coluna' } = formulario.aparencia;
  const textos = textosDe(formulario, registro !== null);
  const [versao, setVersao] = useState(registro?.updated_at ?? '');
  const form = useForm<TValues, VersaoContexto, TOut>({
    context: { versao },
    defaultValues: formulario.valores(registro),
    resolver,
    // An error goes away as soon as its field is edited; the next save checks again.
    reValidateMode: 'onSubmit',
  });
  const { isSubmitting, errors } = form.formState;
  const { form: classeForm, largo } = DISPOSICAO[disposicao];
  const [aviso, setAviso] = useState<AvisoDeSalvar>(null);

  const onSubmit = form.handleSubmit(
    async (dados) => {
      setAviso(null);
      try {
        if (registro) await mutacoes.atualizar?.({ id: registro.id, input: { ...dados, updated_at: versao } });
        else await mutacoes.criar?.(dados);
        toast.success(textos.sucesso);
        onDone();
      } catch (error) {
        // The first field refused takes the focus (mostrarErrosDeCampo); the bar says why.
        if (mostrarErrosDeCampo(error, form.setError, campos)) {
          setAviso({ tipo: 'erro', texto: CORRIJA });
          return;
        }
        const falha = formulario.falha(error instanceof Error ? error.message : 'Erro desconhecido', registro !== null);
        setAviso({
          tipo: 'erro',
          texto: typeof falha === 'string' ? falha : <TituloEDescricao {...falha} />,
        });
        if (registro && mutacoes.versaoAtual && error instanceof ApiError && error.status === 409 && error.message === CONFLITO) {
          const atual = await mutacoes.versaoAtual(registro.id).catch(() => null);
          if (atual) setVersao(atual.updated_at);
        }
      }
    },
    // The browser's check refused a field (react-hook-form focuses the first one).
    () => setAviso({ tipo: 'erro', texto: CORRIJA }),
  );
  // Enter in a field or Ctrl+S while a save runs: the button is only marked unavailable, so check here.
  const enviar = () => {
    if (!form.formState.isSubmitting) void onSubmit();
  };
  useAtalhoDeSalvar(true, enviar, { noDialogo: true });

  return (
    <FormProvider {...form}>
      <PrefixoDosCampos.Provider value={prefixo}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            enviar();
          }}
          noValidate
          className={classeForm}
        >
          {children}
          {errors.root?.message ? (
            <p role="alert" className={cn('text-sm text-red-600', largo)}>
              {errors.root.message}
            </p>
          ) : null}
          {/* Stuck to the bottom of the dialog's scrolling area, over its padding. */}
          <BarraDeSalvar aviso={aviso} className={cn('-bottom-6 -mx-6 -mb-6 mt-2 px-6 py-4', largo)}>
            <DialogClose asChild>
              <Button variant="outline" className="min-h-11" disabled={isSubmitting}>
                {formulario.fechar ?? 'Cancelar'}
              </Button>
            </DialogClose>
            <BotaoSalvar type="submit" variant={formulario.destrutivo ? 'destructive' : undefined} indisponivel={isSubmitting}>
              {isSubmitting ? (formulario.enviando ?? 'Salvando...') : (textos.botao ?? (registro ? 'Atualizar' : 'Criar'))}
            </BotaoSalvar>
          </BarraDeSalvar>
        </form>
      </PrefixoDosCampos.Provider>
    </FormProvider>
  );
}

function TituloEDescricao({ titulo, descricao }: { titulo: string; descricao?: string }) {
  return (
    <>
      <span className="block font-medium">{titulo}</span>
      {descricao ? <span className="block">{descricao}</span> : null}
    </>
  );
}
