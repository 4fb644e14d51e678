import type { StatusIncidente } from '../../../../domain/privacidade/tipos';
import { INCIDENTE_MENSAGENS, type IncidenteInput, incidenteInput } from '../../../../domain/schemas/privacidade-incidente';
import { definirFormulario } from '../../../components/form-dialog';
import { hojeNoFuso } from '../../../lib/format';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Incidente } from '../api/incidentes';

/** What the dialog holds, as the inputs give it. */
export interface IncidenteFormValues {
  titulo: string;
  descoberto_em: string;
  natureza: string;
  dados_afetados: string;
  titulares_afetados: string;
  quantidade_afetados: string;
  medidas: string;
  status: StatusIncidente;
  comunicado_em: string;
}

const CAMPOS: readonly (keyof IncidenteFormValues)[] = [
  'titulo',
  'descoberto_em',
  'natureza',
  'dados_afetados',
  'titulares_afetados',
  'quantidade_afetados',
  'medidas',
  'status',
  'comunicado_em',
];

function valoresIniciais(i: Incidente | null): IncidenteFormValues {
  return {
    titulo: i?.titulo ?? '',
    descoberto_em: i?.descoberto_em ?? hojeNoFuso(),
    natureza: i?.natureza ?? '',
    dados_afetados: i?.dados_afetados ?? '',
    titulares_afetados: i?.titulares_afetados ?? '',
    quantidade_afetados: i?.quantidade_afetados === null || i === null ? '' : String(i.quantidade_afetados),
    medidas: i?.medidas ?? '',
    status: i?.status ?? 'aberto',
    comunicado_em: i?.comunicado_em ?? '',
  };
}

/** A blank count is "not known yet"; anything else must be a whole number (the schema says so). */
const toInput = (v: IncidenteFormValues) => ({
  ...v,
  quantidade_afetados: v.quantidade_afetados.trim() === '' ? null : Number(v.quantidade_afetados),
});
const resolver = schemaResolver<IncidenteFormValues, IncidenteInput>(incidenteInput, toInput, CAMPOS);

export const FORMULARIO_INCIDENTE = definirFormulario({
  valores: valoresIniciais,
  validacao: { resolver, campos: CAMPOS },
  aparencia: { prefixo: 'incidente', className: 'max-w-2xl' },
  novo: { titulo: 'Novo Incidente', sucesso: INCIDENTE_MENSAGENS.criado },
  editado: { titulo: 'Editar Incidente', sucesso: INCIDENTE_MENSAGENS.atualizado },
  falha: (msg: string) => `Erro ao salvar o incidente: ${msg}`,
});
