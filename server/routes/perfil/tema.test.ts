import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { esperaCampo } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;

/** Each person's own theme (Perfil): stored on the server for them alone; null follows the network's. */
describe('tema do usuário', () => {
  it('needs a session', async () => {
    expect((await enviar('GET', '/api/perfil/tema')).statusCode).toBe(401);
    expect((await enviar('PUT', '/api/perfil/tema', undefined, { tema: 'dark' })).statusCode).toBe(401);
  });

  it('refuses what is not a theme', async () => {
    esperaCampo(await enviar('PUT', '/api/perfil/tema', 'professor', { tema: 'roxo' }), 'tema', 'Tema inválido');
    expect((await enviar('GET', '/api/perfil/tema', 'professor')).json().tema).toBeNull();
  });

  it("a professor chooses dark for themself: their app paints dark, a colleague's and the network's stay as they were", async () => {
    expect((await enviar('GET', '/api/perfil/tema', 'professor')).json()).toEqual({ tema: null, tema_rede: 'light' });

    const res = await enviar('PUT', '/api/perfil/tema', 'professor', { tema: 'dark' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ tema: 'dark', tema_rede: 'light' });
    expect((await enviar('GET', '/api/identidade', 'professor')).json().tema).toBe('dark');
    expect((await enviar('GET', '/api/identidade', 'gestor')).json().tema).toBe('light');
    expect((await enviar('GET', '/api/perfil/tema', 'gestor')).json().tema).toBeNull();

    // Back to the network's: null.
    const volta = await enviar('PUT', '/api/perfil/tema', 'professor', { tema: null });
    expect(volta.json()).toEqual({ tema: null, tema_rede: 'light' });
    expect((await enviar('GET', '/api/identidade', 'professor')).json().tema).toBe('light');
  });

  it("leaves the profile's version alone: a profile form loaded before still saves", async () => {
    const antes = (await enviar('GET', '/api/perfil', 'aluno')).json();
    await enviar('PUT', '/api/perfil/tema', 'aluno', { tema: 'auto' });
    const res = await enviar('PUT', '/api/perfil', 'aluno', {
      nome: antes.nome,
      telefone: antes.telefone,
      updated_at: antes.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
