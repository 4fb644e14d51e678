import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatoDoArquivo, lerArquivoBncc } from '../../../../domain/bncc-arquivo';
import {
  LOTE_IMPORTACAO,
  type LinhaImportacao,
  type RelatorioImportacao,
  TAMANHO_MAXIMO_ARQUIVO,
  validarLinhas,
} from '../../../../domain/schemas/bncc';
import { BNCC_QUERY_KEY } from '../api/carregar-habilidades';
import { importarLote } from '../api/importar-lote';

export type Recusada = RelatorioImportacao['recusadas'][number];

export interface Previa {
  nome: string;
  totalLinhas: number;
  validas: LinhaImportacao[];
  /** Refused in the browser, by the same rules the server applies. */
  recusadas: Recusada[];
  /** The server's dry run: what confirming would create, update and keep. */
  simulacao: RelatorioImportacao | null;
  analisadas: number;
  erroSimulacao: string | null;
}

export type Fase =
  | { tipo: 'escolha'; erro: string | null }
  | { tipo: 'previa'; previa: Previa }
  | { tipo: 'importando'; previa: Previa; enviadas: number }
  | { tipo: 'concluida'; relatorio: RelatorioImportacao; erro: string | null };

const vazio = (): RelatorioImportacao => ({ criadas: [], atualizadas: [], inalteradas: 0, recusadas: [] });
function somar(total: RelatorioImportacao, lote: RelatorioImportacao) {
  total.criadas.push(...lote.criadas);
  total.atualizadas.push(...lote.atualizadas);
  total.inalteradas += lote.inalteradas;
  total.recusadas.push(...lote.recusadas);
}

/**
 * The import flow: read and check the file in the browser, ask the server for a dry run (the
 * preview), then send the valid rows in batches, showing progress, and add up the reports.
 */
export function useImportacao() {
  const queryClient = useQueryClient();
  const [fase, setFase] = useState<Fase>({ tipo: 'escolha', erro: null });
  const controle = useRef<AbortController | null>(null);

  const cancelar = useCallback(() => {
    controle.current?.abort();
    controle.current = null;
  }, []);
  useEffect(() => cancelar, [cancelar]);

  /** Adds each batch's report to `total` as it comes, so a failure keeps what was already done. */
  async function emLotes(
    linhas: LinhaImportacao[],
    simular: boolean,
    signal: AbortSignal,
    total: RelatorioImportacao,
    progresso: (n: number) => void,
  ) {
    for (let i = 0; i < linhas.length; i += LOTE_IMPORTACAO) {
      const lote = linhas.slice(i, i + LOTE_IMPORTACAO);
      somar(total, await importarLote(lote, simular, signal));
      progresso(i + lote.length);
    }
    return total;
  }

  const escolherArquivo = async (arquivo: File) => {
    cancelar();
    const formato = formatoDoArquivo(arquivo.name);
    if (!formato) return setFase({ tipo: 'escolha', erro: 'Escolha um arquivo .csv ou .json.' });
    if (arquivo.size > TAMANHO_MAXIMO_ARQUIVO) return setFase({ tipo: 'escolha', erro: 'O arquivo excede o limite de 5 MB.' });
    const lido = lerArquivoBncc(await arquivo.text(), formato);
    if (!lido.ok) return setFase({ tipo: 'escolha', erro: lido.erro });
    const { validas, recusadas } = validarLinhas(lido.arquivo.linhas);
    const porNumero = new Map(lido.arquivo.linhas.map((l) => [l.linha, l]));
    const linhasValidas = validas.map((v) => porNumero.get(v.linha)!);
    const previa: Previa = {
      nome: arquivo.name,
      totalLinhas: lido.arquivo.linhas.length + lido.arquivo.malformadas.length,
      validas: linhasValidas,
      recusadas: [...lido.arquivo.malformadas, ...recusadas].sort((a, b) => a.linha - b.linha),
      simulacao: null,
      analisadas: 0,
      erroSimulacao: null,
    };
    setFase({ tipo: 'previa', previa });
    if (!linhasValidas.length) return;

    const ctrl = new AbortController();
    controle.current = ctrl;
    try {
      const simulacao = await emLotes(linhasValidas, true, ctrl.signal, vazio(), (analisadas) => {
        if (!ctrl.signal.aborted) setFase({ tipo: 'previa', previa: { ...previa, analisadas } });
      });
      if (!ctrl.signal.aborted) setFase({ tipo: 'previa', previa: { ...previa, analisadas: linhasValidas.length, simulacao } });
    } catch (error) {
      if (!ctrl.signal.aborted)
        setFase({
          tipo: 'previa',
          previa: { ...previa, erroSimulacao: error instanceof Error ? error.message : 'Erro desconhecido' },
        });
    }
  };

  const confirmar = async (previa: Previa) => {
    const ctrl = new AbortController();
    controle.current = ctrl;
    const relatorio = vazio();
    relatorio.recusadas.push(...previa.recusadas);
    let erro: string | null = null;
    setFase({ tipo: 'importando', previa, enviadas: 0 });
    try {
      await emLotes(previa.validas, false, ctrl.signal, relatorio, (enviadas) =>
        setFase({ tipo: 'importando', previa, enviadas }),
      );
    } catch (error) {
      if (ctrl.signal.aborted) return;
      erro = error instanceof Error ? error.message : 'Erro desconhecido';
    }
    relatorio.recusadas.sort((a, b) => a.linha - b.linha);
    setFase({ tipo: 'concluida', relatorio, erro });
    void queryClient.invalidateQueries({ queryKey: BNCC_QUERY_KEY });
  };

  const recomecar = () => {
    cancelar();
    setFase({ tipo: 'escolha', erro: null });
  };

  return { fase, escolherArquivo, confirmar, recomecar, cancelar };
}
