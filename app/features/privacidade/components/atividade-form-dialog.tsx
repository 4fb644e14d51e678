import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { type Atividade, atividadeQueryOptions, useAtualizarAtividade, useCriarAtividade } from '../api/tratamento';
import { type AtividadeFormValues, FORMULARIO_ATIVIDADE } from './atividade-form';

const { CampoTexto, CampoAreaTexto } = camposDe<AtividadeFormValues>();

/** Dialog 'Nova/Editar Atividade' of the record of processing. */
export function AtividadeFormDialog({
  atividade,
  empresaId,
  ...dialogo
}: DialogoProps & { atividade: Atividade | null; empresaId: string | null }) {
  const mutacoes = useMutacoesDeCadastro(useCriarAtividade(empresaId), useAtualizarAtividade(), atividadeQueryOptions(empresaId));
  return (
    <FormDialog {...dialogo} formulario={FORMULARIO_ATIVIDADE} registro={atividade} mutacoes={mutacoes}>
      <CampoTexto name="nome" label="Atividade" />
      <CampoAreaTexto name="finalidade" label="Finalidade" rows={2} />
      <CampoTexto name="base_legal" label="Base legal" />
      <CampoAreaTexto name="dados" label="Dados tratados" rows={2} />
      <CampoTexto name="titulares" label="Titulares" />
      <CampoTexto name="compartilhamento" label="Compartilhamento (com quem)" />
      <CampoTexto name="retencao" label="Retenção (por quanto tempo)" />
    </FormDialog>
  );
}
