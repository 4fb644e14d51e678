import type { LinhaImportacao, RelatorioImportacao } from '../../../../domain/schemas/bncc';
import { apiFetch } from '../../../lib/api';

/** One batch of the official catalogue; `simular` reports without writing (the preview). */
export function importarLote(linhas: LinhaImportacao[], simular: boolean, signal?: AbortSignal): Promise<RelatorioImportacao> {
  return apiFetch('/api/bncc/importacao', { method: 'POST', body: { linhas, simular }, signal });
}
