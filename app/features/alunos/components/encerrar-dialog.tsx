import {
  ENCERRAMENTOS_MATRICULA,
  type EncerramentoMatricula,
  STATUS_MATRICULA_LABEL,
} from '../../../../domain/academico/catalogo';
import { matriculaEncerramento } from '../../../../domain/schemas/matricula';
import { camposDe } from '../../../components/campos';
import { FormDialog, abertoCom, definirFormulario } from '../../../components/form-dialog';
import { hojeNoFuso } from '../../../lib/format';
import { schemaResolver } from '../../../lib/form-resolver';
import type { MatriculaDaTurma } from '../api/carregar-roster';
import { useEncerrar } from '../api/salvar-matricula';
import { TEXTOS } from './textos';

interface Valores {
  status: EncerramentoMatricula;
  data_fim: string;
}
const CAMPOS = ['status', 'data_fim'] as const;
const resolver = schemaResolver<Valores, { status: EncerramentoMatricula; data_fim: string | null }>(
  matriculaEncerramento,
  (v) => v,
  CAMPOS,
);
const { CampoSelect, CampoData } = camposDe<Valores>();

/** Ends an enrolment as concluída or cancelada on a date; it stays in the class history. */
export function EncerrarDialog({ matricula, onClose }: { matricula: MatriculaDaTurma | null; onClose: () => void }) {
  const encerrar = useEncerrar();
  const titulo = matricula ? TEXTOS.encerrarTitulo(matricula.nome) : '';
  const formulario = definirFormulario({
    valores: (): Valores => ({ status: 'concluida', data_fim: hojeNoFuso() }),
    validacao: { resolver, campos: CAMPOS },
    aparencia: { prefixo: 'encerrar' },
    novo: { titulo, sucesso: TEXTOS.encerrada, botao: TEXTOS.encerrar },
    falha: TEXTOS.erroEncerrar,
    enviando: 'Encerrando...',
    destrutivo: true,
  });
  return (
    <FormDialog
      {...abertoCom(matricula, onClose)}
      formulario={formulario}
      registro={null}
      mutacoes={{ criar: (dados) => encerrar.mutateAsync({ id: matricula!.matricula_id, ...dados }) }}
    >
      <CampoSelect name="status" label="Situação" opcoes={ENCERRAMENTOS_MATRICULA} rotulos={STATUS_MATRICULA_LABEL} />
      <CampoData name="data_fim" label="Data de encerramento" />
    </FormDialog>
  );
}
