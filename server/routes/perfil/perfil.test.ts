import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { arquivos } from '../../db/schema';
import { signIn, sessionCookie } from '../../../test/app';
import { prepararApi } from '../../../test/api';
import { GIF_1X1, PNG_1X1, pngDeTamanho } from '../../../test/multipart';
import { esperaCampo, esperaCampos, esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;

const upload = (user: string | undefined, nome: string, tipo: string, dados: Buffer) =>
  api.enviarArquivos('/api/perfil/foto', user, { arquivos: [{ campo: 'arquivo', nome, tipo, dados }] });

describe('perfil', () => {
  it('needs a session', async () => {
    expect((await enviar('GET', '/api/perfil')).statusCode).toBe(401);
    expect(
      (await enviar('PUT', '/api/perfil', undefined, { nome: 'x', telefone: null, updated_at: new Date().toISOString() }))
        .statusCode,
    ).toBe(401);
    expect((await upload(undefined, 'a.png', 'image/png', PNG_1X1)).statusCode).toBe(401);
    expect((await enviar('DELETE', '/api/perfil/foto')).statusCode).toBe(401);
  });

  it('shows the own profile, with e-mail and role', async () => {
    const res = await enviar('GET', '/api/perfil', 'professor');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nome: 'Carlos Eduardo Lima',
      email: 'professor@demo.escola.br',
      tipo_usuario: 'professor',
      papel_nome: 'professor',
      imagem: null,
    });
  });

  it('refuses a blank name with the field message and keeps the stored one', async () => {
    const atual = (await enviar('GET', '/api/perfil', 'gestor')).json();
    const res = await enviar('PUT', '/api/perfil', 'gestor', {
      nome: '   ',
      telefone: 'x'.repeat(31),
      updated_at: atual.updated_at,
    });
    esperaCampos(res, {
      nome: 'Nome é obrigatório',
      telefone: 'Telefone deve ter no máximo 30 caracteres',
    });
    expect((await enviar('GET', '/api/perfil', 'gestor')).json().nome).toBe('Ana Paula Ferreira');
  });

  it('saves name and phone (only the own record: the e-mail in the body is ignored) and refuses a stale version', async () => {
    const atual = (await enviar('GET', '/api/perfil', 'aluno')).json();
    const res = await enviar('PUT', '/api/perfil', 'aluno', {
      nome: 'Lucas A. Souza',
      telefone: '(35) 99999-1234',
      email: 'outro@x.br',
      updated_at: atual.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nome: 'Lucas A. Souza', telefone: '(35) 99999-1234', email: 'aluno@demo.escola.br' });
    expect((await enviar('GET', '/api/me', 'aluno')).json().usuario.nome).toBe('Lucas A. Souza');

    const stale = await enviar('PUT', '/api/perfil', 'aluno', {
      nome: 'Outro Nome',
      telefone: null,
      updated_at: atual.updated_at,
    });
    esperaMensagem(stale, 409, 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.');
    expect((await enviar('GET', '/api/perfil', 'aluno')).json().nome).toBe('Lucas A. Souza');
  });
});

describe('foto do perfil', () => {
  it('stores a PNG under a generated name, shows it in /api/me and serves it only to its owner (and administradores)', async () => {
    const res = await upload('professor', '../../etc/passwd.png', 'image/png', PNG_1X1);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().imagem;
    expect(url).toMatch(/^\/api\/arquivos\/[0-9a-f-]{36}$/);
    expect((await enviar('GET', '/api/me', 'professor')).json().usuario.imagem).toBe(url);

    const [row] = await api.db
      .select()
      .from(arquivos)
      .where(eq(arquivos.id, url.split('/').pop()!));
    expect(row!.chave).toMatch(/^avatares\/[0-9a-f-]{36}\.png$/);
    // Only the base name of what the browser sent is kept, as information.
    expect(row!.nome_original).toBe('passwd.png');

    const own = await enviar('GET', url, 'professor');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect(own.rawPayload.equals(PNG_1X1)).toBe(true);
    expect((await enviar('GET', url, 'admin')).statusCode).toBe(200);
    const other = await enviar('GET', url, 'gestor');
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('PNG');
    expect((await enviar('GET', url)).statusCode).toBe(401);
    // Not a public file: the route without a session does not serve it.
    expect((await enviar('GET', url.replace('/api/arquivos/', '/api/publico/arquivos/'))).statusCode).toBe(404);
  });

  it('accepts a GIF and removes the previous photo when replaced, and removes it on request', async () => {
    const first = (await upload('gestor', 'a.png', 'image/png', PNG_1X1)).json().imagem as string;
    const second = await upload('gestor', 'b.gif', 'image/gif', GIF_1X1);
    expect(second.statusCode).toBe(200);
    expect(second.json().imagem).not.toBe(first);
    expect((await enviar('GET', first, 'gestor')).statusCode).toBe(404);
    const gone = await enviar('DELETE', '/api/perfil/foto', 'gestor');
    expect(gone.json().imagem).toBeNull();
    expect((await enviar('GET', second.json().imagem, 'gestor')).statusCode).toBe(404);
  });

  it('refuses 2 MB + 1 byte, and takes exactly 2 MB', async () => {
    const big = await upload('empresa', 'grande.png', 'image/png', pngDeTamanho(2 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'O arquivo deve ter no máximo 2 MB.' });
    expect((await enviar('GET', '/api/perfil', 'empresa')).json().imagem).toBeNull();
    const exact = await upload('empresa', 'limite.png', 'image/png', pngDeTamanho(2 * 1024 * 1024));
    expect(exact.statusCode, exact.body).toBe(200);
  });

  it('refuses an HTML page renamed .png, and an SVG (not a photo type)', async () => {
    const pagina = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const html = await upload('aluno', 'foto.png', 'image/png', pagina);
    esperaCampo(html, 'arquivo', 'Formato não aceito. Envie uma imagem JPG, PNG ou GIF.');
    const svg = await upload('aluno', 'foto.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.statusCode).toBe(400);
    expect((await enviar('GET', '/api/perfil', 'aluno')).json().imagem).toBeNull();
  });

  it('refuses a request without a file', async () => {
    const res = await enviar('POST', '/api/perfil/foto', 'aluno', { arquivo: 'x' });
    esperaCampo(res, 'arquivo', 'Selecione um arquivo.');
  });
});

describe('troca de senha', () => {
  it("ends the user's other sessions and keeps the current one", async () => {
    const email = 'empresa2@demo.escola.br';
    const a = await api.entrar(email);
    const b = await api.entrar(email);
    const res = await enviar('POST', '/api/auth/change-password', a, {
      currentPassword: 'Escola@Demo2026',
      newPassword: 'Giz-Colorido-Lousa-2026',
      revokeOtherSessions: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const current = res.headers['set-cookie'] ? sessionCookie(res) : a;
    expect((await enviar('GET', '/api/me', current)).statusCode).toBe(200);
    expect((await enviar('GET', '/api/me', b)).statusCode).toBe(401);
    expect((await signIn(api.app, email, 'Giz-Colorido-Lousa-2026')).statusCode).toBe(200);
  });
});
