import path from 'node:path';
import { localStorage } from './local';
import type { Storage } from './types';

export type { Storage } from './types';
export { ObjetoAusente, chaveValida } from './types';

/** The storages of the app, each its own root: uploaded files, backups and generated reports. */
export interface Armazenamento {
  arquivos: Storage;
  backups: Storage;
  relatorios: Storage;
}

export function armazenamentoLocal(dataDir: string): Armazenamento {
  return {
    arquivos: localStorage(path.join(dataDir, 'arquivos')),
    backups: localStorage(path.join(dataDir, 'backups')),
    relatorios: localStorage(path.join(dataDir, 'relatorios')),
  };
}
