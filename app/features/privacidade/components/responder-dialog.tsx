import { responderSolicitacaoInput } from '../../../../domain/schemas/privacidade-solicitacao';
import { camposDe } from '../../../components/campos';
import { FormDialog, abertoCom, definirFormulario } from '../../../components/form-dialog';
import { hojeNoFuso } from '../../../lib/format';
import { schemaResolver } from '../../../lib/form-resolver';
import type { ConfirmacaoDaAcao } from '../../../lib/use-acao-confirmada';
import type { Solicitacao } from '../api/solicitacoes';
import { TEXTOS_SOLICITACOES as TEXTOS } from './textos';

/** The answer as typed; it goes with the version of the request on screen. */
export interface RespostaDada {
  status: 'respondida' | 'recusada';
  resposta: string;
  respondida_em: string;
}
const CAMPOS = ['status', 'resposta', 'respondida_em'] as const;
const resolver = schemaResolver<RespostaDada, RespostaDada>(
  responderSolicitacaoInput.omit({ updated_at: true }),
  (v) => v,
  CAMPOS,
);
const RESULTADOS = ['respondida', 'recusada'] as const;
const ROTULOS = { respondida: 'Respondida', recusada: 'Recusada (com o motivo)' };
const { CampoSelect, CampoData, CampoAreaTexto } = camposDe<RespostaDada>();

/** 'Responder solicitação': answered or refused (the reason is the answer), on a day; final once saved. */
export function ResponderDialog({ pedido, onClose, confirmar, sucesso, falha }: ConfirmacaoDaAcao<Solicitacao, RespostaDada>) {
  const formulario = definirFormulario({
    valores: (): RespostaDada => ({ status: 'respondida', resposta: '', respondida_em: hojeNoFuso() }),
    descricao: () => (pedido ? `${pedido.solicitante_nome} · ${pedido.aluno_nome ?? ''}` : undefined),
    validacao: { resolver, campos: CAMPOS },
    aparencia: { prefixo: 'resposta', disposicao: 'duas-colunas' },
    novo: { titulo: TEXTOS.responderTitulo, sucesso, botao: TEXTOS.registrarResposta },
    falha,
    enviando: TEXTOS.enviando,
    fechar: TEXTOS.voltar,
  });
  return (
    <FormDialog {...abertoCom(pedido, onClose)} formulario={formulario} registro={null} mutacoes={{ criar: confirmar }}>
      <CampoSelect name="status" label="Resultado" opcoes={RESULTADOS} rotulos={ROTULOS} />
      <CampoData name="respondida_em" label="Respondida em" />
      <CampoAreaTexto name="resposta" label="Resposta dada ao titular" rows={4} largo />
    </FormDialog>
  );
}
