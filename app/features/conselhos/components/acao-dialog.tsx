import { z } from 'zod';
import { rotuloDoConselho } from '../../../../domain/conselho/status';
import { corrigirInput } from '../../../../domain/schemas/conselho';
import { camposDe } from '../../../components/campos';
import { FormDialog, abertoCom, definirFormulario } from '../../../components/form-dialog';
import { schemaResolver } from '../../../lib/form-resolver';
import type { ConfirmacaoDaAcao } from '../../../lib/use-acao-confirmada';
import type { Conselho } from '../api/carregar-conselhos';
import type { AcaoDoConselho, CorpoDaAcao } from '../api/gravar-conselho';
import { TEXTOS } from './textos';

export interface PedidoDeAcao {
  conselho: Conselho;
  acao: AcaoDoConselho;
}

interface Valores {
  motivo: string;
}
const CAMPOS = ['motivo'] as const;
// Iniciar and Finalizar send nothing; Corrigir decisões, the required motivo.
const nada = schemaResolver<Valores, CorpoDaAcao>(z.object({}), () => ({}), CAMPOS);
const RESOLVER = {
  iniciar: nada,
  finalizar: nada,
  corrigir: schemaResolver<Valores, CorpoDaAcao>(corrigirInput, (v) => v, CAMPOS),
};
const { CampoAreaTexto } = camposDe<Valores>();

const TITULO = { iniciar: TEXTOS.iniciar, finalizar: 'Finalizar conselho', corrigir: TEXTOS.corrigir } as const;
const TEXTO = {
  iniciar: TEXTOS.confirmarIniciar,
  finalizar: TEXTOS.confirmarFinalizar,
  corrigir: TEXTOS.confirmarCorrigir,
} as const;

/** Confirms Iniciar, Finalizar and Corrigir decisões (asking the required motivo). */
export function AcaoDialog({ pedido, onClose, confirmar, sucesso, falha }: ConfirmacaoDaAcao<PedidoDeAcao, CorpoDaAcao>) {
  const acao = pedido?.acao ?? 'iniciar';
  const formulario = definirFormulario({
    valores: (): Valores => ({ motivo: '' }),
    descricao: () => (pedido ? rotuloDoConselho(pedido.conselho.bimestre) : undefined),
    validacao: { resolver: RESOLVER[acao], campos: CAMPOS },
    aparencia: { prefixo: 'conselho' },
    novo: { titulo: TITULO[acao], sucesso, botao: TITULO[acao] },
    falha,
    enviando: 'Enviando...',
  });
  return (
    <FormDialog {...abertoCom(pedido, onClose)} formulario={formulario} registro={null} mutacoes={{ criar: confirmar }}>
      <p className="text-sm text-slate-700">{TEXTO[acao]}</p>
      {acao === 'corrigir' ? <CampoAreaTexto name="motivo" label={TEXTOS.motivo} rows={3} /> : null}
    </FormDialog>
  );
}
