import path from 'node:path';
import { localStorage } from './local';
import type { Storage } from './types';

export type { ObjetoArmazenado, Storage } from './types';
export { ObjetoAusente, chaveValida } from './types';

/** The two storages of the app: uploaded files and backups, each its own root. */
export interface Armazenamento {
  arquivos: Storage;
  backups: Storage;
}

export function armazenamentoLocal(dataDir: string): Armazenamento {
  return {
    arquivos: localStorage(path.join(dataDir, 'arquivos')),
    backups: localStorage(path.join(dataDir, 'backups')),
  };
}
