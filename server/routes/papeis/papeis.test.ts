import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditoria, papeis, usuarios } from '../../db/schema';
import { prepararApi } from '../../../test/api';
import { esperaCampo, esperaCampos, esperaCamposIncluem, esperaErro, esperaMensagem } from '../../../test/esperas';

const api = prepararApi();
const { enviar } = api;

async function papel(nome: string) {
  const res = await enviar('GET', '/api/papeis', 'admin');
  return (
    res.json().itens as {
      id: string;
      nome: string;
      updated_at: string;
      permissoes: string[];
      predefinido: boolean;
      nivel: number;
    }[]
  ).find((p) => p.nome === nome)!;
}
async function permissaoId(nome: string) {
  const res = await enviar('GET', '/api/permissoes', 'admin');
  return (res.json().itens as { id: string; nome: string }[]).find((p) => p.nome === nome)!.id;
}

describe('who may manage roles', () => {
  it('answers 401 without a session on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [m, u] of [
      ['GET', '/api/papeis'],
      ['GET', '/api/permissoes'],
      ['POST', '/api/papeis'],
      ['PUT', `/api/papeis/${id}`],
      ['DELETE', `/api/papeis/${id}`],
      ['PUT', `/api/papeis/${id}/permissoes/${id}`],
    ] as const) {
      expect((await enviar(m, u)).statusCode, `${m} ${u}`).toBe(401);
    }
  });

  it('refuses every non-administrador with 403, before looking at the input', async () => {
    for (const email of ['empresa@demo.escola.br', 'gestor@demo.escola.br', 'professor@demo.escola.br', 'aluno@demo.escola.br']) {
      const cookie = await api.entrar(email);
      expect((await enviar('GET', '/api/papeis', cookie)).statusCode, email).toBe(403);
      expect((await enviar('POST', '/api/papeis', cookie, {})).statusCode, email).toBe(403);
    }
  });

  it('lists the five predefined roles by nivel with their grants', async () => {
    const res = await enviar('GET', '/api/papeis', 'admin');
    expect(res.statusCode).toBe(200);
    const itens = res.json().itens as { nome: string; nivel: number; predefinido: boolean; permissoes: string[] }[];
    expect(itens.map((p) => p.nome)).toEqual(['administrador', 'empresa', 'gestor', 'professor', 'aluno']);
    expect(itens.every((p) => p.predefinido)).toBe(true);
    expect(itens.find((p) => p.nome === 'aluno')!.permissoes).toEqual(['bncc.ler', 'frequencia.ler', 'notas.ler']);
  });
});

describe('role form', () => {
  it('validates nome and nivel 1–10 with field messages', async () => {
    const res = await enviar('POST', '/api/papeis', 'admin', { nome: '', nivel: 11 });
    esperaCamposIncluem(res, { nome: 'Nome é obrigatório', nivel: 'Nível máximo é 10' });
    expect((await enviar('POST', '/api/papeis', 'admin', { nome: 'X', nivel: 0 })).json().error.fields.nivel).toBe(
      'Nível mínimo é 1',
    );
  });

  it('creates, renames with the loaded version, refuses a stale version and a duplicate name', async () => {
    const created = await enviar('POST', '/api/papeis', 'admin', {
      nome: 'Coordenador',
      descricao: 'Coordenação pedagógica',
      nivel: 6,
    });
    expect(created.statusCode).toBe(201);
    const { id, updated_at } = created.json();
    const ok = await enviar('PUT', `/api/papeis/${id}`, 'admin', { nome: 'Coordenador Pedagógico', nivel: 6, updated_at });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().nome).toBe('Coordenador Pedagógico');
    const stale = await enviar('PUT', `/api/papeis/${id}`, 'admin', { nome: 'Outro', nivel: 6, updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/Recarregue a página/);
    const dup = await enviar('POST', '/api/papeis', 'admin', { nome: 'Coordenador Pedagógico', nivel: 7 });
    esperaCampo(dup, 'nome', 'Já existe um papel com este nome.');
  });

  it('never renames or deletes a predefined role', async () => {
    const gestor = await papel('gestor');
    const rename = await enviar('PUT', `/api/papeis/${gestor.id}`, 'admin', {
      nome: 'chefe',
      nivel: 3,
      updated_at: gestor.updated_at,
    });
    expect(rename.statusCode).toBe(400);
    const del = await enviar('DELETE', `/api/papeis/${gestor.id}`, 'admin');
    esperaMensagem(del, 400, 'Não é possível deletar papéis predefinidos do sistema');
  });

  it('refuses to delete a role still assigned to a user, deletes it once free', async () => {
    const { id } = (await enviar('POST', '/api/papeis', 'admin', { nome: 'Secretário Escolar', nivel: 5 })).json();
    await api.db.update(usuarios).set({ papel_id: id }).where(eq(usuarios.email, 'empresa2@demo.escola.br'));
    const busy = await enviar('DELETE', `/api/papeis/${id}`, 'admin');
    expect(busy.statusCode).toBe(409);
    await api.db.update(usuarios).set({ papel_id: null }).where(eq(usuarios.email, 'empresa2@demo.escola.br'));
    expect((await enviar('DELETE', `/api/papeis/${id}`, 'admin')).statusCode).toBe(204);
    expect(await api.db.select().from(papeis).where(eq(papeis.id, id))).toHaveLength(0);
  });
});

describe('role form — protections', () => {
  it('refuses a non-administrador whose role was granted permissoes.* with 403 before reading the body', async () => {
    const gestor = await papel('gestor');
    for (const nome of ['permissoes.ler', 'permissoes.gerenciar']) {
      expect(
        (await enviar('PUT', `/api/papeis/${gestor.id}/permissoes/${await permissaoId(nome)}`, 'admin', { concedida: true }))
          .statusCode,
      ).toBe(200);
    }
    const gestorCookie = await api.entrar('gestor@demo.escola.br');
    const res = await enviar('POST', '/api/papeis', gestorCookie, { nome: '', nivel: 99 });
    esperaErro(res, 403, {
      code: 'FORBIDDEN',
      message: 'Acesso Negado: Apenas administradores podem gerenciar permissões.',
    });
    expect((await enviar('GET', '/api/papeis', gestorCookie)).statusCode).toBe(403);
    for (const nome of ['permissoes.ler', 'permissoes.gerenciar']) {
      await enviar('PUT', `/api/papeis/${gestor.id}/permissoes/${await permissaoId(nome)}`, 'admin', { concedida: false });
    }
  });

  it('never deactivates the administrador role; another inactive role grants nothing until reactivated', async () => {
    const adm = await papel('administrador');
    const off = await enviar('PUT', `/api/papeis/${adm.id}`, 'admin', {
      nome: adm.nome,
      nivel: adm.nivel,
      ativo: false,
      updated_at: adm.updated_at,
    });
    esperaCampos(off, { ativo: 'Não é possível desativar o papel de administrador.' });
    expect((await enviar('GET', '/api/papeis', 'admin')).statusCode).toBe(200);

    const professorCookie = await api.entrar('professor@demo.escola.br');
    const professor = await papel('professor');
    const inativo = await enviar('PUT', `/api/papeis/${professor.id}`, 'admin', {
      nome: 'professor',
      nivel: 4,
      ativo: false,
      updated_at: professor.updated_at,
    });
    expect(inativo.statusCode).toBe(200);
    expect((await enviar('GET', '/api/escolas', professorCookie)).statusCode).toBe(403);
    const ativo = await enviar('PUT', `/api/papeis/${professor.id}`, 'admin', {
      nome: 'professor',
      nivel: 4,
      ativo: true,
      updated_at: inativo.json().updated_at,
    });
    expect(ativo.statusCode).toBe(200);
    expect((await enviar('GET', '/api/escolas', professorCookie)).statusCode).toBe(200);
  });

  it('every save moves the version forward, so a save based on any older one is refused', async () => {
    const { id, updated_at: v1 } = (await enviar('POST', '/api/papeis', 'admin', { nome: 'Orientador', nivel: 6 })).json();
    const v2 = (await enviar('PUT', `/api/papeis/${id}`, 'admin', { nome: 'Orientador', nivel: 7, updated_at: v1 })).json()
      .updated_at;
    const second = await enviar('PUT', `/api/papeis/${id}`, 'admin', { nome: 'Orientador', nivel: 8, updated_at: v2 });
    expect(second.statusCode).toBe(200);
    expect(second.json().updated_at).not.toBe(v2);
    for (const stale of [v1, v2]) {
      const res = await enviar('PUT', `/api/papeis/${id}`, 'admin', { nome: 'Orientador', nivel: 9, updated_at: stale });
      esperaMensagem(res, 409, 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.');
    }
    expect((await papel('Orientador')).nivel).toBe(8);
  });

  it('writes role creation, edits and deletion to the audit log', async () => {
    const { id, updated_at } = (await enviar('POST', '/api/papeis', 'admin', { nome: 'Auditado', nivel: 9 })).json();
    await enviar('PUT', `/api/papeis/${id}`, 'admin', { nome: 'Auditado', descricao: 'Com descrição', nivel: 9, updated_at });
    expect((await enviar('DELETE', `/api/papeis/${id}`, 'admin')).statusCode).toBe(204);
    const audit = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'papel'), eq(auditoria.entidade_id, id)));
    expect(audit.map((a) => a.acao).sort()).toEqual(['atualizar', 'criar', 'deletar']);
    expect(audit.every((a) => a.usuario_email === 'admin@demo.escola.br')).toBe(true);
  });
});

describe('granting and revoking', () => {
  it("revoking escolas.ler from gestor takes effect on the gestor's next request; granting it back restores it", async () => {
    const gestorCookie = await api.entrar('gestor@demo.escola.br');
    const gestor = await papel('gestor');
    const escolasLer = await permissaoId('escolas.ler');
    expect((await enviar('GET', '/api/escolas', gestorCookie)).statusCode).toBe(200);

    const revoked = await enviar('PUT', `/api/papeis/${gestor.id}/permissoes/${escolasLer}`, 'admin', { concedida: false });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().permissoes).not.toContain('escolas.ler');
    expect((await enviar('GET', '/api/escolas', gestorCookie)).statusCode).toBe(403);
    expect((await enviar('GET', '/api/me', gestorCookie)).json().permissoes).not.toContain('escolas.ler');

    expect(
      (await enviar('PUT', `/api/papeis/${gestor.id}/permissoes/${escolasLer}`, 'admin', { concedida: true })).statusCode,
    ).toBe(200);
    expect((await enviar('GET', '/api/escolas', gestorCookie)).statusCode).toBe(200);

    const audit = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'papel'), eq(auditoria.entidade_id, gestor.id)));
    expect(audit.map((a) => a.acao)).toEqual(expect.arrayContaining(['revogar_permissao', 'conceder_permissao']));
  });

  it('keeps the administrador able to manage permissions', async () => {
    const adm = await papel('administrador');
    const res = await enviar('PUT', `/api/papeis/${adm.id}/permissoes/${await permissaoId('permissoes.atualizar')}`, 'admin', {
      concedida: false,
    });
    esperaMensagem(res, 400, 'Não é possível remover do administrador o acesso às permissões.');
  });

  it('answers 404 for an unknown role or permission and 400 for a bad body', async () => {
    const gestor = await papel('gestor');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await enviar('PUT', `/api/papeis/${unknown}/permissoes/${await permissaoId('notas.ler')}`, 'admin', { concedida: true }))
        .statusCode,
    ).toBe(404);
    expect((await enviar('PUT', `/api/papeis/${gestor.id}/permissoes/${unknown}`, 'admin', { concedida: true })).statusCode).toBe(
      404,
    );
    expect(
      (await enviar('PUT', `/api/papeis/${gestor.id}/permissoes/${unknown}`, 'admin', { concedida: 'sim' })).statusCode,
    ).toBe(400);
  });
});
