import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ObjetoArmazenado, ObjetoAusente, type Storage, chaveValida } from './types';

/** Files on the local disk under `raiz`; writes go to a temporary name and are renamed in place. */
export function localStorage(raiz: string): Storage {
  const caminho = (chave: string) => {
    if (!chaveValida(chave)) throw new Error(`Chave de armazenamento inválida: ${chave}`);
    return path.join(raiz, ...chave.split('/'));
  };

  return {
    async put(chave, dados) {
      const destino = caminho(chave);
      await fs.promises.mkdir(path.dirname(destino), { recursive: true });
      const temporario = `${destino}.${crypto.randomBytes(6).toString('hex')}.parcial`;
      try {
        await pipeline(
          Buffer.isBuffer(dados) ? Readable.from([dados]) : dados,
          fs.createWriteStream(temporario, { flags: 'wx' }),
        );
        await fs.promises.rename(temporario, destino);
      } catch (err) {
        await fs.promises.rm(temporario, { force: true });
        throw err;
      }
      const { size } = await fs.promises.stat(destino);
      return { tamanho: size };
    },

    async read(chave) {
      const origem = caminho(chave);
      try {
        const handle = await fs.promises.open(origem, 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjetoAusente(chave);
        throw err;
      }
    },

    async stat(chave) {
      try {
        const s = await fs.promises.stat(caminho(chave));
        return s.isFile() ? { chave, tamanho: s.size, modificado: s.mtime } : null;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async remove(chave) {
      await fs.promises.rm(caminho(chave), { force: true });
    },

    async list(prefixo = '') {
      const out: ObjetoArmazenado[] = [];
      const walk = async (dir: string, rel: string) => {
        let entries: fs.Dirent[];
        try {
          entries = await fs.promises.readdir(dir, { withFileTypes: true });
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        for (const e of entries) {
          const chave = rel ? `${rel}/${e.name}` : e.name;
          if (e.isDirectory()) await walk(path.join(dir, e.name), chave);
          else if (e.isFile() && !e.name.endsWith('.parcial') && chave.startsWith(prefixo)) {
            const s = await fs.promises.stat(path.join(dir, e.name));
            out.push({ chave, tamanho: s.size, modificado: s.mtime });
          }
        }
      };
      await walk(raiz, '');
      return out.sort((a, b) => a.chave.localeCompare(b.chave));
    },
  };
}
