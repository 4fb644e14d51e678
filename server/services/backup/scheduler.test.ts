// @motores: backup automático
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { writeSetting } from '../settings';
import { armazenamentoLocal } from '../storage';
import { Backups } from './index';

const api = prepararApi();
let dir: string;
let backups: Backups;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestao-agenda-'));
  backups = new Backups(api.t.database, armazenamentoLocal(dir), crypto.randomBytes(32).toString('hex'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const dia = 24 * 3600_000;
const base = new Date('2026-03-01T03:00:00Z');
const em = (dias: number) => new Date(base.getTime() + dias * dia);

describe('backups automáticos', () => {
  it('runs at the chosen frequency: due without any backup, then one interval after the last', async () => {
    expect((await backups.executarAgendado(em(0)))?.origem).toBe('automatico');
    expect(await backups.executarAgendado(em(0.5))).toBeNull();
    expect(await backups.executarAgendado(em(1))).not.toBeNull();

    await writeSetting(api.db, 'backup', { automatico: true, frequencia: 'semanal', retencaoDias: 30 });
    expect(await backups.executarAgendado(em(4))).toBeNull();
    expect(await backups.executarAgendado(em(8))).not.toBeNull();
    expect((await backups.listar()).map((b) => b.criado_em)).toEqual([em(8), em(1), em(0)]);
  });

  it('a manual backup counts as the last one', async () => {
    await backups.criar('manual', em(14));
    expect(await backups.executarAgendado(em(15))).toBeNull();
    expect(await backups.executarAgendado(em(21))).not.toBeNull();
  });

  it('does nothing when automatic backups are off', async () => {
    await writeSetting(api.db, 'backup', { automatico: false, frequencia: 'diario', retencaoDias: 365 });
    expect(await backups.executarAgendado(em(60))).toBeNull();
  });

  it('removes backups older than the retention, never the newest', async () => {
    await writeSetting(api.db, 'backup', { automatico: false, frequencia: 'diario', retencaoDias: 7 });
    const antes = await backups.listar();
    expect(antes.length).toBe(5);
    await backups.executarAgendado(em(25));
    expect((await backups.listar()).map((b) => b.criado_em)).toEqual([em(21)]);
    await backups.executarAgendado(em(400));
    expect((await backups.listar()).map((b) => b.criado_em)).toEqual([em(21)]);
  });
});
