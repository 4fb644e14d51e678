import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: a second server on the same data folder would corrupt it.
 * A lock file holding the owner's pid keeps the second one out; a stale lock (its process
 * gone) is taken over.
 */
export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'gestao-escolar.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `A pasta de dados ${path.resolve(dataDir)} já está em uso pelo processo ${owner}. ` +
            'Encerre o outro servidor ou use outra pasta (DATA_DIR).',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Não foi possível obter a trava da pasta de dados ${path.resolve(dataDir)}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
