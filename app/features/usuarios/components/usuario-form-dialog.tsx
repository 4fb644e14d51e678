import { useFormContext, useWatch } from 'react-hook-form';
import { TIPO_USUARIO_LABEL, type TipoUsuario, tipoUsuarioLabel } from '../../../../domain/roles';
import { STATUS_USUARIO } from '../../../../domain/schemas/usuario';
import { camposDe } from '../../../components/campos';
import { avisoDasOpcoes } from '../../../components/campos/aviso-das-opcoes';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { LoadError } from '../../../components/load-error';
import { type EmpresaOpcao, useEmpresasOpcoes } from '../../../lib/opcoes/empresas';
import { useEscolasOpcoes } from '../../../lib/opcoes/escolas';
import { type PapelOpcao, usePapeisOpcoes } from '../../../lib/opcoes/papeis';
import { useSignedInSession } from '../../../lib/session';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { useCriarUsuario } from '../api/criar-usuario';
import { usuarioQueryOptions } from '../api/carregar-usuario';
import type { Usuario } from '../api/carregar-usuarios';
import { useAtualizarUsuario } from '../api/atualizar-usuario';
import { STATUS_LABEL, TEXTOS } from './textos';
import { type UsuarioFormValues, formularioUsuario, usaEscolas } from './usuario-form';

const { CampoTexto, CampoSelect, CampoCaixas } = camposDe<UsuarioFormValues>();

interface Props extends DialogoProps {
  /** The row to edit; null opens 'Novo Usuário'. */
  usuario: Usuario | null;
  tipos: readonly TipoUsuario[];
  isAdministrador: boolean;
}

/** Dialog 'Novo Usuário' / 'Editar Usuário'; only an administrador chooses the company and the role. */
export function UsuarioFormDialog({ usuario, tipos, isAdministrador, ...dialogo }: Props) {
  const mutacoes = useMutacoesDeCadastro(useCriarUsuario(), useAtualizarUsuario(), usuarioQueryOptions);
  const empresas = useEmpresasOpcoes(dialogo.open && isAdministrador);
  const escolheEmpresa = isAdministrador && (empresas.data?.itens.length ?? 0) > 0;
  const { usuario: eu } = useSignedInSession();
  // Nobody changes their own role here: a role without permissoes.* would lock its holder out of /permissoes.
  const escolhePapel = isAdministrador && usuario?.id !== eu.id;
  const formulario = formularioUsuario({ usuario, escolheEmpresa, escolhePapel }, tipos);
  return (
    <FormDialog {...dialogo} formulario={formulario} registro={usuario} mutacoes={mutacoes}>
      <CampoTexto name="nome" label="Nome Completo" />
      <CampoTexto name="email" label="E-mail" type="email" inputMode="email" />
      <CampoSelect name="tipo_usuario" label="Tipo de Usuário" opcoes={tipos} rotulos={TIPO_USUARIO_LABEL} />
      <CampoTexto
        name="senha"
        label="Senha"
        type="password"
        autoComplete="new-password"
        placeholder={usuario ? TEXTOS.senhaManter : undefined}
      />
      <EmpresaEEscolas empresas={escolheEmpresa ? (empresas.data?.itens ?? []) : []} isAdministrador={isAdministrador} />
      <CampoTexto name="telefone" label="Telefone" type="tel" />
      {escolhePapel ? <CampoPapel /> : null}
      <CampoSelect name="status" label="Status" opcoes={STATUS_USUARIO} rotulos={STATUS_LABEL} />
    </FormDialog>
  );
}

/**
 * A user of another type than administrador belongs to a company (chosen by an administrador);
 * gestores and professores are also linked to schools of that company (their data scope).
 */
function EmpresaEEscolas({ empresas, isAdministrador }: { empresas: EmpresaOpcao[]; isAdministrador: boolean }) {
  const { setValue, clearErrors } = useFormContext<UsuarioFormValues>();
  const tipo = useWatch<UsuarioFormValues, 'tipo_usuario'>({ name: 'tipo_usuario' });
  return (
    <>
      {empresas.length > 0 && tipo !== 'administrador' ? (
        <CampoSelect
          name="empresa_id"
          label="Empresa"
          vazio={TEXTOS.selecioneEmpresa}
          aoMudar={() => {
            clearErrors('escola_ids');
            // Schools belong to one company; links to another company's schools would be refused.
            setValue('escola_ids', []);
          }}
          opcoes={empresas}
        />
      ) : null}
      {usaEscolas(tipo) ? <CampoEscolas isAdministrador={isAdministrador} /> : null}
    </>
  );
}

function CampoEscolas({ isAdministrador }: { isAdministrador: boolean }) {
  const empresaId = useWatch<UsuarioFormValues, 'empresa_id'>({ name: 'empresa_id' });
  const escolas = useEscolasOpcoes();
  const daEmpresa = (escolas.data?.itens ?? []).filter((e) => !isAdministrador || e.empresa_id === empresaId);
  const aviso = (texto: string) => <p className="text-sm text-slate-600">{texto}</p>;
  return (
    <CampoCaixas
      name="escola_ids"
      legenda="Escolas"
      opcoes={daEmpresa}
      aviso={
        escolas.isPending ? (
          aviso(TEXTOS.carregandoEscolas)
        ) : escolas.isError ? (
          <LoadError message={TEXTOS.erroEscolas(escolas.error.message)} onRetry={() => void escolas.refetch()} />
        ) : isAdministrador && !empresaId ? (
          aviso(TEXTOS.escolhaEmpresaParaEscolas)
        ) : daEmpresa.length === 0 ? (
          aviso(TEXTOS.semEscolas)
        ) : undefined
      }
    />
  );
}

/** The five predefined roles are named after the user types: shown with the type's label. */
function nomePapel(p: PapelOpcao): string {
  const nome = p.predefinido ? tipoUsuarioLabel(p.nome) : p.nome;
  return p.ativo ? nome : TEXTOS.papelInativo(nome);
}

function CampoPapel() {
  const papeis = usePapeisOpcoes();
  return (
    <CampoSelect
      name="papel_id"
      label="Papel"
      vazio={TEXTOS.papelPadrao}
      aviso={avisoDasOpcoes(papeis, { erro: TEXTOS.erroPapeis, carregando: TEXTOS.carregandoPapeis })}
      opcoes={(papeis.data?.itens ?? []).map((p) => ({ id: p.id, nome: nomePapel(p) }))}
    />
  );
}
