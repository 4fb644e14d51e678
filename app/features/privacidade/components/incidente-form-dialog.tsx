import { STATUS_INCIDENTE, STATUS_INCIDENTE_LABEL } from '../../../../domain/privacidade/tipos';
import { camposDe } from '../../../components/campos';
import { type DialogoProps, FormDialog } from '../../../components/form-dialog';
import { useMutacoesDeCadastro } from '../../../lib/use-mutacoes-de-cadastro';
import { type Incidente, incidenteQueryOptions, useAtualizarIncidente, useCriarIncidente } from '../api/incidentes';
import { FORMULARIO_INCIDENTE, type IncidenteFormValues } from './incidente-form';

const { CampoTexto, CampoData, CampoNumero, CampoAreaTexto, CampoSelect } = camposDe<IncidenteFormValues>();

/** Dialog 'Novo/Editar Incidente': what happened, whose data, what was done, and whether it was told. */
export function IncidenteFormDialog({
  incidente,
  empresaId,
  ...dialogo
}: DialogoProps & { incidente: Incidente | null; empresaId: string | null }) {
  const mutacoes = useMutacoesDeCadastro(useCriarIncidente(empresaId), useAtualizarIncidente(), incidenteQueryOptions);
  return (
    <FormDialog {...dialogo} formulario={FORMULARIO_INCIDENTE} registro={incidente} mutacoes={mutacoes}>
      <CampoTexto name="titulo" label="Título" />
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoData name="descoberto_em" label="Descoberto em" />
        <CampoNumero name="quantidade_afetados" label="Pessoas afetadas (se souber)" min={0} />
      </div>
      <CampoAreaTexto name="natureza" label="O que aconteceu" rows={3} />
      <CampoAreaTexto name="dados_afetados" label="Dados afetados" rows={2} />
      <CampoTexto name="titulares_afetados" label="Quem foi afetado" />
      <CampoAreaTexto name="medidas" label="Medidas tomadas" rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoSelect name="status" label="Situação" opcoes={STATUS_INCIDENTE} rotulos={STATUS_INCIDENTE_LABEL} />
        <CampoData name="comunicado_em" label="Comunicado à ANPD e às famílias em" />
      </div>
    </FormDialog>
  );
}
