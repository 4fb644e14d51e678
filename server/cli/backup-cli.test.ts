// @motores: backup e restauração pela linha de comando
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../bootstrap';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { auditoria } from '../db/schema';

const run = promisify(execFile);
let dir: string;

async function cli(script: 'backup' | 'restore', args: string[] = []) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
      // A clean environment: the test runner's own variables are not the command's.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), DATA_DIR: dir, LOG_LEVEL: 'silent' },
      timeout: 120_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-cli-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  await prepareDatabase(database, { SEED_DEMO: 'true' }, () => undefined);
  await database.close();
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The backup entries of the audit log, read between two commands (they lock the folder while running). */
async function auditoriaDeBackup() {
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    return await database.db
      .select({ acao: auditoria.acao, depois: auditoria.depois })
      .from(auditoria)
      .where(eq(auditoria.entidade, 'backup'));
  } finally {
    await database.close();
  }
}

describe('npm run backup / npm run restore', () => {
  it('refuse a PGlite folder that a running server holds', async () => {
    // This test process stands for the running server: its pid is alive.
    fs.writeFileSync(path.join(dir, 'gestao-escolar.lock'), String(process.pid));
    try {
      const res = await cli('backup');
      expect(res.code).toBe(1);
      expect(res.out).toContain('já está em uso pelo processo');
      expect(fs.existsSync(path.join(dir, 'backups'))).toBe(false);
    } finally {
      fs.rmSync(path.join(dir, 'gestao-escolar.lock'));
    }
  });

  it('makes a backup, and restores it only when confirmed; a truncated file is refused', async () => {
    const made = await cli('backup');
    expect(made.code, made.out).toBe(0);
    const [nome] = fs.readdirSync(path.join(dir, 'backups'));
    expect(nome).toMatch(/^gestao-backup-.*-cli-[0-9a-f]{6}\.tar\.gz$/);
    expect(made.out).toContain(`Backup criado: ${path.join(dir, 'backups', nome!)}`);

    const semConfirmar = await cli('restore', [nome!]);
    expect(semConfirmar.code).toBe(1);
    expect(semConfirmar.out).toContain('--sim');

    const truncado = path.join(dir, 'truncado.tar.gz');
    const bytes = fs.readFileSync(path.join(dir, 'backups', nome!));
    fs.writeFileSync(truncado, bytes.subarray(0, bytes.length - 200));
    const recusado = await cli('restore', [truncado, '--sim']);
    expect(recusado.code).toBe(1);
    expect(recusado.out).toContain('incompleto ou corrompido');

    const ok = await cli('restore', [nome!, '--sim']);
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toMatch(/restaurado: \d+ tabelas, \d+ linhas, 0 arquivos/);
    // Each command is a new Node process opening PGlite: slow on a busy machine.
  }, 240_000);

  it('restores a backup of another installation only with --aceitar-nao-assinado', async () => {
    const [nome] = fs.readdirSync(path.join(dir, 'backups'));
    // Another installation: another secret signs (and checks) the backups.
    const segredo = path.join(dir, 'auth-secret');
    const proprio = fs.readFileSync(segredo, 'utf8');
    fs.writeFileSync(segredo, 'f'.repeat(64));
    try {
      const recusado = await cli('restore', [nome!, '--sim']);
      expect(recusado.code).toBe(1);
      expect(recusado.out).toContain('Este backup foi assinado por outra instalação');
      expect(recusado.out).toContain('--aceitar-nao-assinado');
      expect(await auditoriaDeBackup()).toContainEqual({
        acao: 'restauracao_recusada',
        depois: { assinatura: 'alheia', origem: 'cli' },
      });
      const ok = await cli('restore', [nome!, '--sim', '--aceitar-nao-assinado']);
      expect(ok.code, ok.out).toBe(0);
      expect(ok.out).toContain('restaurado por --aceitar-nao-assinado');
      expect(await auditoriaDeBackup()).toContainEqual({
        acao: 'restaurar',
        depois: expect.objectContaining({ assinatura: 'alheia', confirmado_sem_assinatura: true, origem: 'cli' }),
      });
    } finally {
      fs.writeFileSync(segredo, proprio);
    }
  }, 240_000);
});
