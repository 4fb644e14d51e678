import { TIPO_ESCOLA_LABEL, TIPOS_ESCOLA } from '../../../../domain/schemas/escola';
import { camposDe } from '../../../components/campos';
import { avisoDasOpcoes } from '../../../components/campos/aviso-das-opcoes';
import { CamposEndereco } from '../../../components/campos/campos-endereco';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { FormSection } from '../../../components/ui/form-section';
import { useEmpresasOpcoes } from '../../../lib/opcoes/empresas';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { useCriarEscola } from '../api/criar-escola';
import { escolaQueryOptions } from '../api/carregar-escola';
import type { Escola } from '../api/carregar-escolas';
import { useAtualizarEscola } from '../api/atualizar-escola';
import { type EscolaFormValues, formularioEscola } from './escola-form';
import { TEXTOS } from './textos';

const { CampoTexto, CampoSelect, CampoBooleano } = camposDe<EscolaFormValues>();

interface Props extends DialogoProps {
  /** The school to edit; null opens 'Nova Escola'. */
  escola: Escola | null;
  isAdministrador: boolean;
}

/** Dialog 'Nova Escola' / 'Editar Escola'; only an administrador chooses the school's company. */
export function EscolaFormDialog({ escola, isAdministrador, ...dialogo }: Props) {
  const mutacoes = useMutacoesDeCadastro(useCriarEscola(), useAtualizarEscola(), escolaQueryOptions);
  return (
    <FormDialog {...dialogo} formulario={formularioEscola(isAdministrador)} registro={escola} mutacoes={mutacoes}>
      <FormSection title="Identificação">
        <CampoTexto name="nome" label="Nome da Escola" largo />
        <CampoSelect name="tipo" label="Tipo" opcoes={TIPOS_ESCOLA} rotulos={TIPO_ESCOLA_LABEL} />
        <CampoTexto name="codigo_inep" label="Código INEP" inputMode="numeric" maxLength={8} placeholder="00000000" />
        {isAdministrador ? <CampoEmpresa escola={escola} /> : null}
      </FormSection>
      <FormSection title="Endereço">
        <CamposEndereco />
      </FormSection>
      <FormSection title="Contato">
        <CampoTexto name="telefone" label="Telefone" type="tel" />
        <CampoTexto name="email" label="E-mail" type="email" inputMode="email" />
      </FormSection>
      <FormSection title="Status">
        <CampoBooleano name="ativo" label="Status" sim={['ativa', TEXTOS.ativa]} nao={['inativa', TEXTOS.inativa]} />
      </FormSection>
    </FormDialog>
  );
}

/** The school's own company stays selectable even when it is not among the companies listed. */
function CampoEmpresa({ escola }: { escola: Escola | null }) {
  const empresas = useEmpresasOpcoes();
  const listadas = empresas.data?.itens ?? [];
  const opcoes =
    escola && !listadas.some((e) => e.id === escola.empresa_id)
      ? [{ id: escola.empresa_id, nome: escola.empresa_nome }, ...listadas]
      : listadas;
  return (
    <CampoSelect
      name="empresa_id"
      label="Empresa"
      largo
      vazio={TEXTOS.selecioneEmpresa}
      aviso={avisoDasOpcoes(empresas, { erro: TEXTOS.erroEmpresas, carregando: TEXTOS.carregandoEmpresas })}
      opcoes={opcoes}
    />
  );
}
