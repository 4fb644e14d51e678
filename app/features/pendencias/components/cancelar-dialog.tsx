import { cancelarPendenciaInput } from '../../../../domain/schemas/pendencia';
import { camposDe } from '../../../components/campos';
import { FormDialog, abertoCom, definirFormulario } from '../../../components/form-dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import type { ConfirmacaoDaAcao } from '../../../lib/use-acao-confirmada';
import type { Pendencia } from '../api/carregar-pendencias';
import { TEXTOS } from './textos';

interface Valores {
  motivo: string;
}
/** What cancelling sends besides the version on screen. */
export interface Cancelamento {
  motivo: string;
}
const CAMPOS = ['motivo'] as const;
const resolver = schemaResolver<Valores, Cancelamento>(cancelarPendenciaInput.pick({ motivo: true }), (v) => v, CAMPOS);
const { CampoAreaTexto } = camposDe<Valores>();

/** 'Cancelar pendência': asks the reason (required), then cancels; 'Voltar' leaves it as it was. */
export function CancelarDialog({ pedido, onClose, confirmar, sucesso, falha }: ConfirmacaoDaAcao<Pendencia, Cancelamento>) {
  const formulario = definirFormulario({
    valores: (): Valores => ({ motivo: '' }),
    descricao: () => pedido?.titulo,
    validacao: { resolver, campos: CAMPOS },
    aparencia: { prefixo: 'pendencia' },
    novo: { titulo: TEXTOS.cancelarTitulo, sucesso, botao: TEXTOS.confirmarCancelamento },
    falha,
    enviando: TEXTOS.enviando,
    fechar: TEXTOS.voltar,
    destrutivo: true,
  });
  return (
    <FormDialog {...abertoCom(pedido, onClose)} formulario={formulario} registro={null} mutacoes={{ criar: confirmar }}>
      <p className="text-sm text-slate-700">{TEXTOS.cancelarTexto}</p>
      <CampoAreaTexto name="motivo" label={TEXTOS.motivo} rows={3} />
    </FormDialog>
  );
}
