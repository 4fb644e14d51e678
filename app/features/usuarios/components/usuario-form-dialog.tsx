import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { TIPO_USUARIO_LABEL, type TipoUsuario, tipoUsuarioLabel } from '../../../../domain/roles';
import { STATUS_USUARIO } from '../../../../domain/schemas/usuario';
import { FormField } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api';
import { useSignedInSession } from '../../../lib/session';
import { useCreateUsuario } from '../api/create-usuario';
import { useEmpresasOpcoes } from '../api/get-empresas-opcoes';
import { useEscolasOpcoes } from '../api/get-escolas-opcoes';
import { type PapelOpcao, usePapeisOpcoes } from '../api/get-papeis-opcoes';
import { usuarioQueryOptions } from '../api/get-usuario';
import type { Usuario } from '../api/get-usuarios';
import { useUpdateUsuario } from '../api/update-usuario';
import { STATUS_LABEL, TEXTOS } from './textos';
import {
  type UsuarioFormValues,
  type UsuarioPayload,
  type VersaoContexto,
  isCampoForm,
  usaEscolas,
  usuarioResolver,
  valoresIniciais,
} from './usuario-form';

/** The five predefined roles are named after the user types: shown with the type's label. */
function nomePapel(p: PapelOpcao): string {
  const nome = p.predefinido ? tipoUsuarioLabel(p.nome) : p.nome;
  return p.ativo ? nome : TEXTOS.papelInativo(nome);
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The row to edit; null opens 'Novo Usuário'. */
  usuario: Usuario | null;
  tipos: readonly TipoUsuario[];
  isAdministrador: boolean;
}

/** Dialog 'Novo Usuário' / 'Editar Usuário' (spec 1 §2.7, §5): closes on success, keeps what was typed on failure. */
export function UsuarioFormDialog({ open, onOpenChange, usuario, tipos, isAdministrador }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" title={usuario ? TEXTOS.editarTitulo : TEXTOS.novoTitulo}>
        {open ? (
          <UsuarioForm
            key={usuario?.id ?? 'novo'}
            usuario={usuario}
            tipos={tipos}
            isAdministrador={isAdministrador}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function UsuarioForm({ usuario, tipos, isAdministrador, onDone }: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateUsuario();
  const update = useUpdateUsuario();
  const [versao, setVersao] = useState(usuario?.updated_at ?? '');
  const empresas = useEmpresasOpcoes(isAdministrador);
  const empresasDisponiveis = empresas.data?.itens ?? [];
  const escolheEmpresa = isAdministrador && empresasDisponiveis.length > 0;

  const { usuario: eu } = useSignedInSession();
  // Nobody changes their own role here: a role without permissoes.* would lock its holder out of /permissoes.
  const escolhePapel = isAdministrador && usuario?.id !== eu.id;
  const papeis = usePapeisOpcoes(escolhePapel);
  const resolver = useMemo(
    () => usuarioResolver({ usuario, escolheEmpresa, escolhePapel }),
    [usuario, escolheEmpresa, escolhePapel],
  );
  const { register, handleSubmit, control, formState, setError, clearErrors, setValue } = useForm<
    UsuarioFormValues,
    VersaoContexto,
    UsuarioPayload
  >({
    context: { versao },
    defaultValues: valoresIniciais(usuario, tipos),
    resolver,
    // Spec 1 §5: an error goes away as soon as its field is edited; the next save checks again.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;
  const tipo = useWatch({ control, name: 'tipo_usuario' });
  const empresaId = useWatch({ control, name: 'empresa_id' });
  const mostraEscolas = usaEscolas(tipo);
  const escolas = useEscolasOpcoes(mostraEscolas);
  const escolasDaEmpresa = (escolas.data?.itens ?? []).filter((e) => !isAdministrador || e.empresa_id === empresaId);

  async function salvar(payload: UsuarioPayload) {
    if ('updated_at' in payload) {
      await update.mutateAsync({ id: usuario!.id, input: payload });
      toast.success(TEXTOS.atualizado);
    } else {
      await create.mutateAsync(payload);
      toast.success(TEXTOS.criado);
    }
  }

  const onSubmit = handleSubmit(async (payload) => {
    try {
      await salvar(payload);
      onDone();
    } catch (error) {
      await mostrarErro(error);
    }
  });

  async function mostrarErro(error: unknown) {
    const message = error instanceof Error ? error.message : 'Erro desconhecido';
    if (error instanceof ApiError && error.status === 400 && error.fields) {
      let semCampo = false;
      for (const [campo, texto] of Object.entries(error.fields)) {
        if (isCampoForm(campo) && (campo !== 'empresa_id' || escolheEmpresa))
          setError(campo, { type: 'server', message: texto }, { shouldFocus: true });
        else semCampo = true;
      }
      if (!semCampo) return;
    }
    toast.error(TEXTOS.erroSalvar(message));
    if (error instanceof ApiError && error.status === 409 && usuario) {
      // Someone else saved first: take their version, so the next save is a deliberate overwrite.
      try {
        const atual = await queryClient.fetchQuery({ ...usuarioQueryOptions(usuario.id), staleTime: 0 });
        setVersao(atual.updated_at);
      } catch {
        // The list refetch (already under way) shows whether the row still exists.
      }
    }
  }

  const limpa = (name: keyof UsuarioFormValues) => () => {
    if (errors[name]) clearErrors(name);
  };
  const a11y = (name: keyof UsuarioFormValues) => ({
    id: `usuario-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `usuario-${name}-erro` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="usuario-nome" label="Nome Completo" error={errors.nome?.message}>
        <Input {...a11y('nome')} autoComplete="off" {...register('nome', { onChange: limpa('nome') })} />
      </FormField>
      <FormField id="usuario-email" label="E-mail" error={errors.email?.message}>
        <Input
          {...a11y('email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          {...register('email', { onChange: limpa('email') })}
        />
      </FormField>
      <FormField id="usuario-tipo_usuario" label="Tipo de Usuário" error={errors.tipo_usuario?.message}>
        <Select {...a11y('tipo_usuario')} {...register('tipo_usuario', { onChange: limpa('tipo_usuario') })}>
          {tipos.map((t) => (
            <option key={t} value={t}>
              {TIPO_USUARIO_LABEL[t]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="usuario-senha" label="Senha" error={errors.senha?.message}>
        <Input
          {...a11y('senha')}
          type="password"
          autoComplete="new-password"
          placeholder={usuario ? TEXTOS.senhaManter : undefined}
          {...register('senha', { onChange: limpa('senha') })}
        />
      </FormField>
      {escolheEmpresa && tipo !== 'administrador' ? (
        <FormField id="usuario-empresa_id" label="Empresa" error={errors.empresa_id?.message}>
          <Select
            {...a11y('empresa_id')}
            {...register('empresa_id', {
              onChange: () => {
                clearErrors(['empresa_id', 'escola_ids']);
                // Schools belong to one company; links to another company's schools would be refused.
                setValue('escola_ids', []);
              },
            })}
          >
            <option value="">{TEXTOS.selecioneEmpresa}</option>
            {empresasDisponiveis.map((e) => (
              <option key={e.id} value={e.id}>
                {e.nome}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      {mostraEscolas ? (
        <fieldset className="grid gap-2" aria-describedby={errors.escola_ids ? 'usuario-escola_ids-erro' : undefined}>
          <legend className="mb-1.5 text-sm leading-none font-medium text-slate-800">Escolas</legend>
          {escolas.isPending ? (
            <p className="text-sm text-slate-600">{TEXTOS.carregandoEscolas}</p>
          ) : escolas.isError ? (
            <LoadError message={TEXTOS.erroEscolas(escolas.error.message)} onRetry={() => void escolas.refetch()} />
          ) : isAdministrador && !empresaId ? (
            <p className="text-sm text-slate-600">{TEXTOS.escolhaEmpresaParaEscolas}</p>
          ) : escolasDaEmpresa.length === 0 ? (
            <p className="text-sm text-slate-600">{TEXTOS.semEscolas}</p>
          ) : (
            <Controller
              control={control}
              name="escola_ids"
              render={({ field }) => (
                <div className="grid max-h-44 gap-2 overflow-y-auto rounded-md border border-slate-200 p-3">
                  {escolasDaEmpresa.map((escola) => (
                    <label key={escola.id} className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="size-4 rounded border-slate-300 accent-blue-600"
                        checked={field.value.includes(escola.id)}
                        onChange={(e) => {
                          if (errors.escola_ids) clearErrors('escola_ids');
                          field.onChange(
                            e.target.checked ? [...field.value, escola.id] : field.value.filter((id) => id !== escola.id),
                          );
                        }}
                      />
                      {escola.nome}
                    </label>
                  ))}
                </div>
              )}
            />
          )}
          {errors.escola_ids ? (
            <p id="usuario-escola_ids-erro" className="text-sm text-red-600">
              {errors.escola_ids.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <FormField id="usuario-telefone" label="Telefone" error={errors.telefone?.message}>
        <Input {...a11y('telefone')} type="tel" autoComplete="off" {...register('telefone', { onChange: limpa('telefone') })} />
      </FormField>
      {escolhePapel ? (
        <FormField id="usuario-papel_id" label="Papel" error={errors.papel_id?.message}>
          {papeis.isError ? (
            <LoadError message={TEXTOS.erroPapeis(papeis.error.message)} onRetry={() => void papeis.refetch()} />
          ) : papeis.isPending ? (
            // The select mounts once its options exist, so it shows the user's current role.
            <p className="text-sm text-slate-600">{TEXTOS.carregandoPapeis}</p>
          ) : (
            <Select {...a11y('papel_id')} {...register('papel_id', { onChange: limpa('papel_id') })}>
              <option value="">{TEXTOS.papelPadrao}</option>
              {papeis.data.itens.map((p) => (
                <option key={p.id} value={p.id}>
                  {nomePapel(p)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      <FormField id="usuario-status" label="Status" error={errors.status?.message}>
        <Select {...a11y('status')} {...register('status', { onChange: limpa('status') })}>
          {STATUS_USUARIO.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </Select>
      </FormField>
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.message}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : usuario ? 'Atualizar' : 'Criar'}
        </Button>
      </DialogFooter>
    </form>
  );
}
