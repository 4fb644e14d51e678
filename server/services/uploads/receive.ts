import type { FastifyRequest } from 'fastify';
import {
  EXTENSAO_IMAGEM,
  FINALIDADES,
  type Finalidade,
  LIMITE_IMAGEM_BYTES,
  type TipoImagem,
  UPLOAD_MENSAGENS,
} from '../../../domain/uploads';
import { AppError, badRequest } from '../../lib/errors';
import { detectarTipoImagem } from './detect';
import { DIMENSAO_MENSAGENS, LIMITE_DIMENSAO, lerDimensoes, svgDimensoesValidas } from './dimensoes';
import { sanitizarSvg } from './svg';
import { CODIGOS_DE_ERRO as C } from '../../../domain/erros';

export interface ImagemRecebida {
  bytes: Buffer;
  tipo: TipoImagem;
  extensao: string;
  nome: string | null;
}

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = (mensagem: string) => new AppError(413, C.arquivoGrandeDemais, mensagem, { arquivo: mensagem });

function isFileTooLarge(err: unknown) {
  return (err as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads the one file of a multipart request (field `arquivo`) for a purpose: the size limit is
 * enforced while streaming (never more than 2 MB is held), the type comes from the content, the
 * pixel size from the header (dimensoes.ts), and an SVG is rebuilt by the allowlist sanitiser or
 * refused.
 */
export async function receberImagem(request: FastifyRequest, finalidade: Finalidade): Promise<ImagemRecebida> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > LIMITE_IMAGEM_BYTES + MULTIPART_OVERHEAD) throw tooLarge(UPLOAD_MENSAGENS.grandeDemais);
  if (!request.isMultipart()) throw badRequest(UPLOAD_MENSAGENS.ausente, { arquivo: UPLOAD_MENSAGENS.ausente });

  let bytes: Buffer;
  let nome: string | null;
  try {
    const part = await request.file({ limits: { fileSize: LIMITE_IMAGEM_BYTES, files: 1, fields: 5, parts: 6 } });
    if (!part || part.fieldname !== 'arquivo') throw badRequest(UPLOAD_MENSAGENS.ausente, { arquivo: UPLOAD_MENSAGENS.ausente });
    nome = part.filename ? part.filename.slice(0, 200) : null;
    bytes = await part.toBuffer();
  } catch (err) {
    if (isFileTooLarge(err)) throw tooLarge(UPLOAD_MENSAGENS.grandeDemais);
    if (err instanceof AppError) throw err;
    throw badRequest(UPLOAD_MENSAGENS.ausente, { arquivo: UPLOAD_MENSAGENS.ausente });
  }
  if (!bytes.length) throw badRequest(UPLOAD_MENSAGENS.ausente, { arquivo: UPLOAD_MENSAGENS.ausente });

  const { tipos, descricao } = FINALIDADES[finalidade];
  const tipo = detectarTipoImagem(bytes);
  if (!tipo || !tipos.includes(tipo))
    throw badRequest(UPLOAD_MENSAGENS.tipo(descricao), { arquivo: UPLOAD_MENSAGENS.tipo(descricao) });

  const recusar = (mensagem: string) => badRequest(mensagem, { arquivo: mensagem });
  if (tipo === 'svg') {
    const limpo = sanitizarSvg(bytes);
    if (!limpo) throw recusar(UPLOAD_MENSAGENS.svgInseguro);
    if (!svgDimensoesValidas(limpo)) throw recusar(DIMENSAO_MENSAGENS.svgTamanho);
    bytes = limpo;
  } else {
    const dimensoes = lerDimensoes(bytes, tipo);
    if (!dimensoes || !dimensoes.largura || !dimensoes.altura) throw recusar(DIMENSAO_MENSAGENS.ilegivel);
    if (dimensoes.largura > LIMITE_DIMENSAO || dimensoes.altura > LIMITE_DIMENSAO)
      throw recusar(DIMENSAO_MENSAGENS.grandeDemais(dimensoes.largura, dimensoes.altura));
  }
  return { bytes, tipo, extensao: EXTENSAO_IMAGEM[tipo], nome };
}
