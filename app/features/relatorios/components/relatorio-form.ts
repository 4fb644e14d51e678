import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TipoDoCatalogo } from '../../../../domain/relatorios/catalogo';
import type { FormatoRelatorio, TipoRelatorio } from '../../../../domain/relatorios/tipos';
import { RELATORIO_MENSAGENS as M, relatorioInput } from '../../../../domain/schemas/relatorio';
import { definirFormulario } from '../../../components/form-dialog';
import type { VersaoContexto } from '../../../lib/form-resolver';
import type { PedidoDeRelatorio } from '../api/gravar-relatorio';
import { TEXTOS } from './textos';

/** What the inputs hold (strings, '' = none), under the names the server's field messages use. */
export interface ValoresRelatorio {
  formato: FormatoRelatorio;
  parametros: { empresa_id: string; escola_id: string; turma_id: string; bimestre: string; ano_letivo: string };
}

/** The fields that show a message under them, named as the server names them ('parametros.escola_id'). */
const CAMPOS_RELATORIO = [
  'formato',
  'parametros.empresa_id',
  'parametros.escola_id',
  'parametros.turma_id',
  'parametros.bimestre',
  'parametros.ano_letivo',
] as const;

const ouNulo = (v: string) => v || null;
const numeroOuNulo = (v: string) => (v ? Number(v) : null);

type Erro = { type: string; message: string };

/** 'parametros.escola_id' → { parametros: { escola_id } }: react-hook-form reads nested errors. */
function aninhar(planos: Record<string, Erro>) {
  const raiz: Record<string, unknown> = {};
  for (const [caminho, erro] of Object.entries(planos)) {
    const partes = caminho.split('.');
    let no = raiz;
    for (const parte of partes.slice(0, -1)) no = (no[parte] ??= {}) as Record<string, unknown>;
    no[partes[partes.length - 1]!] = erro;
  }
  return raiz;
}

/**
 * Validates with the schema the server uses, so the messages are the server's; nested fields are
 * matched by their whole path. The administrador must name the network (the server says so too).
 */
function resolverDo(tipo: TipoRelatorio, administrador: boolean): Resolver<ValoresRelatorio, VersaoContexto, PedidoDeRelatorio> {
  return (valores) => {
    const p = valores.parametros;
    const resultado = relatorioInput.safeParse({
      tipo,
      formato: valores.formato,
      parametros: {
        empresa_id: administrador ? ouNulo(p.empresa_id) : null,
        escola_id: ouNulo(p.escola_id),
        turma_id: ouNulo(p.turma_id),
        bimestre: numeroOuNulo(p.bimestre),
        ano_letivo: numeroOuNulo(p.ano_letivo),
      },
    });
    const erros: Record<string, Erro> = {};
    if (administrador && !p.empresa_id) erros['parametros.empresa_id'] = { type: 'required', message: M.empresaObrigatoria };
    if (!resultado.success)
      for (const issue of resultado.error.issues) {
        const caminho = issue.path.join('.');
        const chave = (CAMPOS_RELATORIO as readonly string[]).includes(caminho) ? caminho : 'root';
        erros[chave] ??= { type: issue.code, message: issue.message };
      }
    if (resultado.success && Object.keys(erros).length === 0) return { values: resultado.data, errors: {} };
    return { values: {}, errors: aninhar(erros) as FieldErrors<ValoresRelatorio> };
  };
}

/** 'Gerar Relatório de …': the type's parameters, PDF by default and the network's current school year. */
export function formularioDoRelatorio(
  def: TipoDoCatalogo,
  { administrador, anoLetivo }: { administrador: boolean; anoLetivo: number },
) {
  return definirFormulario({
    valores: (): ValoresRelatorio => ({
      formato: 'pdf',
      parametros: { empresa_id: '', escola_id: '', turma_id: '', bimestre: '', ano_letivo: String(anoLetivo) },
    }),
    descricao: () => def.descricao,
    validacao: { resolver: resolverDo(def.tipo, administrador), campos: CAMPOS_RELATORIO },
    aparencia: { prefixo: 'relatorio', className: 'max-w-lg' },
    novo: { titulo: TEXTOS.dialogoTitulo(def.titulo), sucesso: TEXTOS.solicitado, botao: TEXTOS.solicitar },
    falha: TEXTOS.erroSolicitar,
    enviando: TEXTOS.solicitando,
  });
}
