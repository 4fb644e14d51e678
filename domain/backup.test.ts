import { describe, expect, it } from 'vitest';
import { NOME_BACKUP, configuracaoBackupInput, proximoBackup, vencidos } from './backup';

const d = (iso: string) => new Date(iso);

describe('backup rules', () => {
  it('is due at once without a previous backup, else one interval after the last', () => {
    expect(proximoBackup(null, 'diario').getTime()).toBe(0);
    expect(proximoBackup(d('2026-03-01T10:00:00Z'), 'diario')).toEqual(d('2026-03-02T10:00:00Z'));
    expect(proximoBackup(d('2026-03-01T10:00:00Z'), 'semanal')).toEqual(d('2026-03-08T10:00:00Z'));
    expect(proximoBackup(d('2026-03-01T10:00:00Z'), 'mensal')).toEqual(d('2026-03-31T10:00:00Z'));
  });

  it('removes what is older than the retention but always keeps the newest', () => {
    const agora = d('2026-03-31T00:00:00Z');
    const lista = [
      { nome: 'a', criado_em: d('2026-03-30T00:00:00Z') },
      { nome: 'b', criado_em: d('2026-03-20T00:00:00Z') },
      { nome: 'c', criado_em: d('2026-02-01T00:00:00Z') },
    ];
    expect(vencidos(lista, 7, agora).map((b) => b.nome)).toEqual(['b', 'c']);
    expect(vencidos(lista, 30, agora).map((b) => b.nome)).toEqual(['c']);
    expect(vencidos([lista[2]!], 7, agora)).toEqual([]);
  });

  it('accepts only the offered frequencies and retentions', () => {
    expect(configuracaoBackupInput.safeParse({ automatico: true, frequencia: 'semanal', retencaoDias: 90 }).success).toBe(true);
    const bad = configuracaoBackupInput.safeParse({ automatico: true, frequencia: 'horaria', retencaoDias: 15 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(['Frequência inválida', 'Retenção inválida']);
  });

  it('names only server-made backup files', () => {
    expect(NOME_BACKUP.test('gestao-backup-20260301-100000-123-manual-a1b2c3.tar.gz')).toBe(true);
    expect(NOME_BACKUP.test('../../etc/passwd')).toBe(false);
    expect(NOME_BACKUP.test('gestao-backup-20260301-100000-123-manual.tar.gz/../x')).toBe(false);
  });
});
