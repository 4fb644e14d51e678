import type { Db } from '../../db/client';
import { type Trabalhador, iniciarTrabalhador } from '../../lib/trabalhador';
import type { Storage } from '../storage';
import { analisar } from './analise';
import { executar } from './execucao';
import { aoEnfileirar, arrendarProxima, falhar } from './fila';

interface Registro {
  error(obj: unknown, msg: string): void;
}

const FALHA = 'Não foi possível processar o arquivo. Confira se é um CSV ou XLSX válido e envie-o novamente.';

/**
 * Does every import with work waiting (analysis or run), one at a time, and resolves when there is
 * none. The tests call it directly; the app runs it through iniciarWorkerDeImportacoes.
 */
export async function processarImportacoes(db: Db, arquivos: Storage, log: Registro): Promise<void> {
  for (let imp = await arrendarProxima(db); imp; imp = await arrendarProxima(db)) {
    try {
      if (imp.status === 'analisando') await analisar(db, () => arquivos.read(imp.arquivo_chave), imp);
      else await executar(db, imp);
    } catch (err) {
      log.error(err, 'falha ao processar uma importação de alunos');
      await falhar(db, imp.id, FALHA);
    }
  }
}

/** The imports worker of this process: runs when an import is queued here and every `intervaloMs` (leases that ran out after a restart). */
export function iniciarWorkerDeImportacoes(db: Db, arquivos: Storage, log: Registro, intervaloMs = 30_000): Trabalhador {
  return iniciarTrabalhador({
    rodada: () => processarImportacoes(db, arquivos, log),
    aoEnfileirar,
    intervaloMs,
    log,
    falha: 'falha ao processar a fila de importações',
  });
}
