import { TIPO_EMPRESA_LABEL, TIPOS_EMPRESA } from '../../../../domain/schemas/empresa';
import { camposDe } from '../../../components/campos';
import { CamposEndereco } from '../../../components/campos/campos-endereco';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { FormSection } from '../../../components/ui/form-section';
import { useCriarEmpresa } from '../api/criar-empresa';
import { empresaQueryOptions } from '../api/carregar-empresa';
import type { Empresa } from '../api/carregar-empresas';
import { useAtualizarEmpresa } from '../api/atualizar-empresa';
import { type EmpresaFormValues, FORMULARIO_EMPRESA } from './empresa-form';
import { TEXTOS } from './textos';

const { CampoTexto, CampoSelect, CampoBooleano } = camposDe<EmpresaFormValues>();

/** Dialog 'Nova Empresa' / 'Editar Empresa'; `empresa` null opens 'Nova Empresa'. */
export function EmpresaFormDialog({ empresa, ...dialogo }: DialogoProps & { empresa: Empresa | null }) {
  const mutacoes = useMutacoesDeCadastro(useCriarEmpresa(), useAtualizarEmpresa(), empresaQueryOptions);
  return (
    <FormDialog {...dialogo} formulario={FORMULARIO_EMPRESA} registro={empresa} mutacoes={mutacoes}>
      <FormSection title={TEXTOS.secaoBasicas}>
        <CampoTexto name="nome" label="Nome" largo autoComplete="organization" />
        <CampoSelect name="tipo" label="Tipo" opcoes={TIPOS_EMPRESA} rotulos={TIPO_EMPRESA_LABEL} />
        <CampoTexto name="cnpj" label="CNPJ" inputMode="numeric" placeholder="00.000.000/0000-00" />
        <CampoTexto name="email" label="E-mail" type="email" inputMode="email" />
        <CampoTexto name="telefone" label="Telefone" type="tel" />
      </FormSection>
      <FormSection title={TEXTOS.secaoEndereco}>
        <CamposEndereco />
      </FormSection>
      <FormSection title={TEXTOS.secaoResponsavel}>
        <CampoTexto name="responsavel_nome" label="Nome do Responsável" largo />
        <CampoTexto name="responsavel_email" label="E-mail do Responsável" type="email" inputMode="email" />
        <CampoTexto name="responsavel_telefone" label="Telefone do Responsável" type="tel" />
      </FormSection>
      <FormSection title={TEXTOS.secaoStatus}>
        <CampoBooleano name="ativo" label="Status" sim={['ativa', TEXTOS.ativa]} nao={['inativa', TEXTOS.inativa]} />
      </FormSection>
    </FormDialog>
  );
}
