import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditoria, usuarios } from '../../server/db/schema';
import type { Manifest } from '../../server/services/backup/manifest';
import { prepararApi } from '../api';
import { abrirTar, fecharTar, sha256 } from '../backup-tools';
import { esperaErro } from '../esperas';

/**
 * The backup's signature (scorecard: docs/security.md): a backup is signed with the installation's key,
 * and a restore refuses one whose content and manifest were edited together, or asks for a confirmation
 * (audited) for one without this installation's signature.
 */
const api = prepararApi();
const { enviar } = api;
const db = () => api.db;

const restaurar = (user: string, url: string, nome: string, dados: Buffer, campos: Record<string, string>) =>
  api.enviarArquivos(url, user, { campos, arquivos: [{ campo: 'arquivo', nome, tipo: 'application/gzip', dados }] });
const baixar = async (nome: string) => (await enviar('GET', `/api/backups/${nome}`, 'admin')).rawPayload;

describe('backup: assinatura', () => {
  let backup: { nome: string };

  beforeAll(async () => {
    const res = await enviar('POST', '/api/backups', 'admin');
    expect(res.statusCode, res.body).toBe(201);
    backup = res.json();
  });

  /** The backup with the aluno made administrador in usuarios.jsonl, the manifest's checksum updated to match. */
  async function alunoVirouAdministrador() {
    const entries = await abrirTar(await baixar(backup.nome));
    const usuariosJsonl = entries
      .get('tabelas/usuarios.jsonl')!
      .toString()
      .split('\n')
      .map((l) => {
        if (!l.includes('"aluno@demo.escola.br"')) return l;
        return JSON.stringify({ ...(JSON.parse(l) as object), tipo_usuario: 'administrador', papel_id: null });
      })
      .join('\n');
    const dados = Buffer.from(usuariosJsonl);
    entries.set('tabelas/usuarios.jsonl', dados);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Manifest;
    manifest.tabelas = manifest.tabelas.map((x) =>
      x.nome === 'usuarios' ? { ...x, bytes: dados.length, sha256: sha256(dados) } : x,
    );
    entries.set('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    return entries;
  }
  const tipoDoAluno = async () =>
    (await db().select({ tipo: usuarios.tipo_usuario }).from(usuarios).where(eq(usuarios.email, 'aluno@demo.escola.br')))[0]!
      .tipo;
  const auditoriaDeBackup = async (acao: string) =>
    (
      await db()
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.entidade, 'backup'), eq(auditoria.acao, acao)))
    ).map((r) => r.depois);

  it('signs every backup with the installation key', async () => {
    const entries = await abrirTar(await baixar(backup.nome));
    expect(JSON.parse(entries.get('assinatura.json')!.toString())).toMatchObject({
      algoritmo: 'HMAC-SHA256',
      chave: expect.stringMatching(/^[0-9a-f]{16}$/),
      hmac: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect([...entries.keys()].slice(-2)).toEqual(['manifest.json', 'assinatura.json']);
  });

  it('refuses a signed backup whose content and manifest were edited together (an aluno made administrador)', async () => {
    const res = await restaurar(
      'admin',
      '/api/backups/restaurar',
      'adulterado.tar.gz',
      await fecharTar(await alunoVirouAdministrador()),
      { confirmar: 'true', confirmarNaoAssinado: 'true' },
    );
    esperaErro(res, 400, {
      code: 'BACKUP_INVALIDO',
      message:
        'A assinatura do backup não confere: o manifesto ou o conteúdo foram alterados depois que o backup foi feito. Nada foi alterado.',
    });
    expect(await tipoDoAluno()).toBe('aluno');
    expect(await auditoriaDeBackup('restauracao_recusada')).toEqual([{ assinatura: 'invalida' }]);
  });

  it('an unsigned backup is refused until the restore is confirmed for it, and both are audited', async () => {
    const entries = await alunoVirouAdministrador();
    entries.delete('assinatura.json');
    const semAssinatura = await fecharTar(entries);
    const recusado = await restaurar('admin', '/api/backups/restaurar', 'sem-assinatura.tar.gz', semAssinatura, {
      confirmar: 'true',
    });
    expect(recusado.statusCode).toBe(409);
    expect(recusado.json().error.code).toBe('BACKUP_NAO_ASSINADO');
    expect(recusado.json().error.message).toMatch(/^Este backup não tem a assinatura desta instalação .* Nada foi alterado\.$/);
    expect(await tipoDoAluno()).toBe('aluno');
    expect(await auditoriaDeBackup('restauracao_recusada')).toContainEqual({ assinatura: 'ausente' });

    const confirmado = await restaurar('admin', '/api/backups/restaurar', 'sem-assinatura.tar.gz', semAssinatura, {
      confirmar: 'true',
      confirmarNaoAssinado: 'true',
    });
    expect(confirmado.statusCode, confirmado.body).toBe(200);
    expect(confirmado.json().assinatura).toBe('ausente');
    expect(await tipoDoAluno()).toBe('administrador');
    expect(await auditoriaDeBackup('restaurar')).toContainEqual(
      expect.objectContaining({ assinatura: 'ausente', confirmado_sem_assinatura: true }),
    );
    api.esquecer('gestor');
  });

  it('a backup of another installation in the list needs the same confirmation', async () => {
    const entries = await abrirTar(await baixar(backup.nome));
    const assinatura = JSON.parse(entries.get('assinatura.json')!.toString()) as { chave: string };
    entries.set('assinatura.json', Buffer.from(JSON.stringify({ ...assinatura, chave: '0123456789abcdef' })));
    const nome = 'gestao-backup-20250101-000000-000-manual-0a0b0c.tar.gz';
    fs.writeFileSync(path.join(api.t.dataDir, 'backups', nome), await fecharTar(entries));
    const recusado = await enviar('POST', `/api/backups/${nome}/restaurar`, 'admin', { confirmar: true });
    expect(recusado.statusCode).toBe(409);
    expect(recusado.json().error).toMatchObject({
      code: 'BACKUP_NAO_ASSINADO',
      message: expect.stringContaining('assinado por outra instalação'),
    });
    expect(await auditoriaDeBackup('restauracao_recusada')).toContainEqual({ assinatura: 'alheia' });
    const confirmado = await enviar('POST', `/api/backups/${nome}/restaurar`, 'admin', {
      confirmar: true,
      confirmarNaoAssinado: true,
    });
    expect(confirmado.statusCode, confirmado.body).toBe(200);
    expect(confirmado.json().assinatura).toBe('alheia');
    expect(await tipoDoAluno()).toBe('aluno');
    api.esquecer('gestor');
  });
});
