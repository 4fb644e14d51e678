// @motores: backup e restauração
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { escolas, notificacoes, usuarios } from '../../db/schema';
import { prepararApi } from '../../../test/api';
import { abrirTar, fecharTar, fotografia, sha256 } from '../../../test/backup-tools';
import { GIF_1X1, PNG_1X1 } from '../../../test/multipart';
import type { Manifest } from '../../services/backup/manifest';
import { esperaCampos, esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;

const restaurar = (
  user: string,
  url: string,
  nome: string,
  dados: Buffer,
  campos: Record<string, string> = { confirmar: 'true' },
) => api.enviarArquivos(url, user, { campos, arquivos: [{ campo: 'arquivo', nome, tipo: 'application/gzip', dados }] });
const db = () => api.db;
const fazerBackup = async () => {
  const res = await enviar('POST', '/api/backups', 'admin');
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ nome: string; tamanho: number; criado_em: string }>();
};
const baixar = async (nome: string) => (await enviar('GET', `/api/backups/${nome}`, 'admin')).rawPayload;

describe('backup: quem pode', () => {
  it("is the administrador's only: 401 without a session, 403 for the other roles (empresa included)", async () => {
    const nome = 'gestao-backup-20260101-000000-000-manual-abcdef.tar.gz';
    const calls = [
      () => enviar('GET', '/api/backups'),
      () => enviar('POST', '/api/backups'),
      () => enviar('GET', `/api/backups/${nome}`),
      () => enviar('DELETE', `/api/backups/${nome}`),
      () => enviar('POST', `/api/backups/${nome}/restaurar`, undefined, { confirmar: true }),
      () =>
        enviar('PUT', '/api/backups/configuracao', undefined, {
          automatico: true,
          frequencia: 'diario',
          retencaoDias: 30,
          updated_at: null,
        }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const u of ['empresa', 'gestor', 'professor', 'aluno']) {
      expect((await enviar('GET', '/api/backups', u)).statusCode, u).toBe(403);
      expect((await enviar('POST', '/api/backups', u)).statusCode, u).toBe(403);
      expect((await enviar('POST', `/api/backups/${nome}/restaurar`, u, { confirmar: true })).statusCode, u).toBe(403);
      expect((await restaurar(u, '/api/backups/restaurar', 'b.tar.gz', Buffer.from('x'))).statusCode, u).toBe(403);
    }
  });

  it('answers 404 for a backup that is not listed, whatever the name', async () => {
    expect((await enviar('GET', '/api/backups/gestao-backup-20260101-000000-000-manual-abcdef.tar.gz', 'admin')).statusCode).toBe(
      404,
    );
    expect((await enviar('GET', '/api/backups/..%2F..%2Fetc%2Fpasswd', 'admin')).statusCode).toBe(404);
    expect((await enviar('DELETE', '/api/backups/manifest.json', 'admin')).statusCode).toBe(404);
  });
});

describe('backup: configuração', () => {
  it('validates, saves with its version and answers 409 on a stale one', async () => {
    const inicial = (await enviar('GET', '/api/backups', 'admin')).json();
    expect(inicial.configuracao).toEqual({ automatico: true, frequencia: 'diario', retencaoDias: 30, updated_at: null });
    const bad = await enviar('PUT', '/api/backups/configuracao', 'admin', {
      automatico: true,
      frequencia: 'horaria',
      retencaoDias: 15,
      updated_at: null,
    });
    esperaCampos(bad, { frequencia: 'Frequência inválida', retencaoDias: 'Retenção inválida' });
    const ok = await enviar('PUT', '/api/backups/configuracao', 'admin', {
      automatico: false,
      frequencia: 'semanal',
      retencaoDias: 90,
      updated_at: null,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await enviar('GET', '/api/backups', 'admin')).json()).toMatchObject({
      configuracao: { automatico: false, frequencia: 'semanal', retencaoDias: 90 },
      proximo: null,
    });
    expect(
      (
        await enviar('PUT', '/api/backups/configuracao', 'admin', {
          automatico: true,
          frequencia: 'diario',
          retencaoDias: 30,
          updated_at: null,
        })
      ).statusCode,
    ).toBe(409);
    const back = await enviar('PUT', '/api/backups/configuracao', 'admin', {
      automatico: true,
      frequencia: 'diario',
      retencaoDias: 30,
      updated_at: ok.json().updated_at,
    });
    expect(back.statusCode).toBe(200);
  });
});

describe('backup: ida e volta', () => {
  let backup: { nome: string; tamanho: number; criado_em: string };
  let antes: Record<string, string[]>;
  let fotoAntes: string;

  it('makes a backup of every table and file, lists it as the last one and offers it for download', async () => {
    const foto = await api.enviarArquivos('/api/perfil/foto', 'admin', {
      arquivos: [{ campo: 'arquivo', nome: 'a.png', tipo: 'image/png', dados: PNG_1X1 }],
    });
    expect(foto.statusCode, foto.body).toBe(200);
    fotoAntes = foto.json().imagem;

    antes = await fotografia(db());
    backup = await fazerBackup();
    expect(backup.nome).toMatch(/^gestao-backup-\d{8}-\d{6}-\d{3}-manual-[0-9a-f]{6}\.tar\.gz$/);
    const lista = (await enviar('GET', '/api/backups', 'admin')).json();
    expect(lista.ultimo).toEqual({ ...backup, origem: 'manual' });
    expect(lista.itens[0].tamanho).toBe(backup.tamanho);

    const file = await enviar('GET', `/api/backups/${backup.nome}`, 'admin');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${backup.nome}"`);
    expect(file.rawPayload.length).toBe(backup.tamanho);
    const entries = await abrirTar(file.rawPayload);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Manifest;
    expect(manifest).toMatchObject({ formato: 'gestao-escolar-backup', versao_formato: 1, origem: 'manual' });
    expect(manifest.versao_schema).toContain('0000_inicial');
    // Every table of the catalog, including the ones of other modules, and the uploaded photo.
    expect(manifest.tabelas.map((x) => x.nome)).toEqual(
      expect.arrayContaining(['usuarios', 'escolas', 'auditoria', 'configuracoes', 'arquivos', 'sessoes', 'papeis_permissoes']),
    );
    expect(manifest.tabelas.map((x) => x.nome)).not.toContain('__drizzle_migrations');
    expect(manifest.tabelas.find((x) => x.nome === 'sessoes')).toMatchObject({ transitoria: true, linhas: 0 });
    expect(manifest.tabelas.find((x) => x.nome === 'escolas')!.linhas).toBe(6);
    for (const x of manifest.tabelas) expect(sha256(entries.get(x.entrada)!)).toBe(x.sha256);
    expect(manifest.arquivos).toHaveLength(1);
    expect(entries.get(manifest.arquivos[0]!.entrada)!.equals(PNG_1X1)).toBe(true);
  });

  it('restores after changes: every table identical to the backup, files back, other sessions ended', async () => {
    const [empresa] = await db().select().from(escolas).limit(1);
    await db().insert(escolas).values({ nome: 'Escola Criada Depois', empresa_id: empresa!.empresa_id });
    await db().update(usuarios).set({ nome: 'Nome Mudado' }).where(eq(usuarios.email, 'professor@demo.escola.br'));
    await db().delete(notificacoes);
    const troca = await api.enviarArquivos('/api/perfil/foto', 'admin', {
      arquivos: [{ campo: 'arquivo', nome: 'b.gif', tipo: 'image/gif', dados: GIF_1X1 }],
    });
    const fotoDepois = troca.json().imagem as string;
    expect((await enviar('GET', fotoAntes, 'admin')).statusCode).toBe(404);
    expect(await fotografia(db())).not.toEqual(antes);

    const res = await enviar('POST', `/api/backups/${backup.nome}/restaurar`, 'admin', { confirmar: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ criado_em: backup.criado_em, arquivos: 1, sessao_mantida: true });

    const depois = await fotografia(db());
    const { auditoria: auditDepois, ...resto } = depois;
    const { auditoria: auditAntes, ...restoAntes } = antes;
    expect(resto).toEqual(restoAntes);
    // The audit log is the backup's, plus the restore itself.
    expect(auditDepois!.filter((r) => !auditAntes!.includes(r)).map((r) => JSON.parse(r).acao)).toEqual(['restaurar']);

    const fotoRestaurada = await enviar('GET', fotoAntes, 'admin');
    expect(fotoRestaurada.statusCode).toBe(200);
    expect(fotoRestaurada.rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await enviar('GET', fotoDepois, 'admin')).statusCode).toBe(404);

    expect((await enviar('GET', '/api/me', 'admin')).statusCode).toBe(200);
    expect((await enviar('GET', '/api/me', 'gestor')).statusCode).toBe(401);
    api.esquecer('gestor');
  });

  it('refuses a truncated file and a modified one, with nothing changed', async () => {
    const original = await baixar(backup.nome);
    const antesDe = await fotografia(db());

    const truncado = await restaurar(
      'admin',
      '/api/backups/restaurar',
      'truncado.tar.gz',
      original.subarray(0, Math.floor(original.length / 2)),
    );
    expect(truncado.statusCode).toBe(400);
    expect(truncado.json().error).toMatchObject({ code: 'BACKUP_INVALIDO' });
    expect(truncado.json().error.message).toContain('Nada foi alterado');

    const entries = await abrirTar(original);
    const escolasJsonl = entries.get('tabelas/escolas.jsonl')!.toString().replace('EMEF Tiradentes', 'EMEF Adulterada');
    entries.set('tabelas/escolas.jsonl', Buffer.from(escolasJsonl));
    const modificado = await restaurar('admin', '/api/backups/restaurar', 'modificado.tar.gz', await fecharTar(entries));
    esperaMensagem(
      modificado,
      400,
      'A soma de verificação de "tabelas/escolas.jsonl" não confere: o arquivo foi alterado ou está corrompido. Nada foi alterado.',
    );

    const lixo = await restaurar('admin', '/api/backups/restaurar', 'nada.tar.gz', Buffer.from('isto não é um backup'));
    expect(lixo.statusCode).toBe(400);

    const semConfirmar = await restaurar('admin', '/api/backups/restaurar', 'b.tar.gz', original, {});
    esperaCampos(semConfirmar, { confirmar: 'Confirme a restauração.' });

    expect(await fotografia(db())).toEqual({ ...antesDe, auditoria: expect.any(Array) });
    expect((await fotografia(db())).escolas).toEqual(antesDe.escolas);
  });

  it('refuses a backup of a newer schema or another format version', async () => {
    const entries = await abrirTar(await baixar(backup.nome));
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Manifest;
    entries.set(
      'manifest.json',
      Buffer.from(JSON.stringify({ ...manifest, versao_schema: [...manifest.versao_schema, '9999_futura'] })),
    );
    const futuro = await restaurar('admin', '/api/backups/restaurar', 'futuro.tar.gz', await fecharTar(entries));
    expect(futuro.statusCode).toBe(400);
    expect(futuro.json().error.message).toContain('versão mais nova do sistema (migração 9999_futura desconhecida)');
    entries.set('manifest.json', Buffer.from(JSON.stringify({ ...manifest, versao_formato: 2 })));
    const formato = await restaurar('admin', '/api/backups/restaurar', 'formato.tar.gz', await fecharTar(entries));
    expect(formato.json().error.message).toBe('Formato de backup não suportado (2). Nada foi alterado.');
  });

  it('maps an older backup onto the current schema: missing tables stay empty, missing columns get their defaults', async () => {
    const entries = await abrirTar(await baixar(backup.nome));
    const manifest = JSON.parse(entries.get('manifest.json')!.toString()) as Manifest;
    // As made before the migration that added the settings tables and the escolas.codigo_inep column.
    const semTabelas = manifest.tabelas.filter((x) => !['configuracoes_customizacao', 'arquivos'].includes(x.nome));
    for (const x of semTabelas) if (x.nome === 'arquivos') entries.delete(x.entrada);
    entries.delete('tabelas/configuracoes_customizacao.jsonl');
    entries.delete('tabelas/arquivos.jsonl');
    const escolasAntigas =
      entries
        .get('tabelas/escolas.jsonl')!
        .toString()
        .trim()
        .split('\n')
        .map((l) => {
          const { codigo_inep: _c, ...rest } = JSON.parse(l) as Record<string, unknown>;
          return JSON.stringify(rest);
        })
        .join('\n') + '\n';
    entries.set('tabelas/escolas.jsonl', Buffer.from(escolasAntigas));
    for (const a of manifest.arquivos) entries.delete(a.entrada);
    const antigo: Manifest = {
      ...manifest,
      versao_schema: manifest.versao_schema.filter((tag) => tag === '0000_inicial'),
      arquivos: [],
      tabelas: semTabelas.map((x) =>
        x.nome === 'escolas'
          ? {
              ...x,
              colunas: x.colunas.filter((c) => c.nome !== 'codigo_inep'),
              bytes: Buffer.byteLength(escolasAntigas),
              sha256: sha256(Buffer.from(escolasAntigas)),
            }
          : x,
      ),
    };
    entries.set('manifest.json', Buffer.from(JSON.stringify(antigo)));
    // Backups of versions before the signature have none: restored once that is confirmed.
    entries.delete('assinatura.json');
    const res = await restaurar('admin', '/api/backups/restaurar', 'antigo.tar.gz', await fecharTar(entries), {
      confirmar: 'true',
      confirmarNaoAssinado: 'true',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db().select().from(escolas);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.codigo_inep === null)).toBe(true);
    expect((await enviar('GET', '/api/customizacao', 'admin')).json().versoes.logo).toBeNull();
    expect((await enviar('GET', fotoAntes, 'admin')).statusCode).toBe(404);
  });

  it('deletes a backup', async () => {
    const res = await enviar('DELETE', `/api/backups/${backup.nome}`, 'admin');
    expect(res.statusCode).toBe(204);
    expect((await enviar('GET', '/api/backups', 'admin')).json().itens.map((b: { nome: string }) => b.nome)).not.toContain(
      backup.nome,
    );
    expect((await enviar('GET', `/api/backups/${backup.nome}`, 'admin')).statusCode).toBe(404);
  });
});
