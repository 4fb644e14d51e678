import { useWatch } from 'react-hook-form';
import { JUSTIFICATIVAS } from '../../../../domain/avaliacao/frequencia';
import { type FrequenciaUpdateDados, frequenciaUpdate } from '../../../../domain/schemas/frequencia';
import { camposDe } from '../../../components/campos';
import { FormDialog, abertoCom, definirFormulario } from '../../../components/form-dialog';
import { hojeNoFuso } from '../../../lib/format';
import { schemaResolver } from '../../../lib/form-resolver';
import type { Frequencia } from '../api/carregar-frequencias';
import { useAtualizarFrequencia } from '../api/atualizar-frequencia';
import { TEXTOS } from './textos';

interface Valores {
  data: string;
  presente: 'sim' | 'nao';
  justificativa: string;
  observacoes: string;
}
const CAMPOS = ['data', 'presente', 'justificativa', 'observacoes'] as const;
const { CampoData, CampoSelect, CampoAreaTexto } = camposDe<Valores>();

const resolver = schemaResolver<Valores, FrequenciaUpdateDados>(
  frequenciaUpdate,
  (v, contexto) => ({
    data: v.data,
    presente: v.presente === 'sim',
    justificativa: v.justificativa || null,
    observacoes: v.observacoes,
    updated_at: contexto?.versao ?? '',
  }),
  CAMPOS,
);

function valores(registro: Frequencia | null): Valores {
  return {
    data: registro?.data ?? '',
    presente: registro?.presente === false ? 'nao' : 'sim',
    justificativa: registro?.justificativa ?? '',
    observacoes: registro?.observacoes ?? '',
  };
}

/** Only edits: a record is created by the roll call. */
const FORMULARIO = definirFormulario({
  valores,
  validacao: { resolver, campos: CAMPOS },
  descricao: (r) => r && `${r.aluno_nome} · ${r.turma_nome} · ${r.disciplina_nome}`,
  aparencia: { prefixo: 'freq' },
  editado: { titulo: TEXTOS.editarTitulo, sucesso: TEXTOS.atualizado },
  falha: TEXTOS.erroSalvar,
});

/** 'Editar Frequência' of one record; the date is required and cannot be in the future. */
export function FrequenciaFormDialog({ registro, onClose }: { registro: Frequencia | null; onClose: () => void }) {
  const atualizar = useAtualizarFrequencia();
  return (
    <FormDialog
      {...abertoCom(registro, onClose)}
      formulario={FORMULARIO}
      registro={registro}
      mutacoes={{ atualizar: atualizar.mutateAsync }}
    >
      <CampoData name="data" label={TEXTOS.data} max={hojeNoFuso()} />
      <CampoSelect name="presente" label="Status">
        <option value="sim">{TEXTOS.presente}</option>
        <option value="nao">{TEXTOS.faltou}</option>
      </CampoSelect>
      <CampoJustificativa />
      <CampoAreaTexto name="observacoes" label={TEXTOS.observacoes} />
    </FormDialog>
  );
}

/** Only an absence is justified. */
function CampoJustificativa() {
  const faltou = useWatch<Valores, 'presente'>({ name: 'presente' }) === 'nao';
  return (
    <CampoSelect
      name="justificativa"
      label={TEXTOS.justificativa}
      vazio={TEXTOS.semJustificativa}
      disabled={!faltou}
      opcoes={JUSTIFICATIVAS}
    />
  );
}
