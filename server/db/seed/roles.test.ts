// @motores: semeadura da partida
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { papeis, papeisPermissoes, permissoes } from '../schema';
import { seedAccessControl } from './roles';

const api = prepararApi();

async function concedidas(papel: string): Promise<string[]> {
  const linhas = await api.db
    .select({ nome: permissoes.nome })
    .from(papeisPermissoes)
    .innerJoin(papeis, eq(papeis.id, papeisPermissoes.papel_id))
    .innerJoin(permissoes, eq(permissoes.id, papeisPermissoes.permissao_id))
    .where(eq(papeis.nome, papel));
  return linhas.map((l) => l.nome).sort();
}

describe('seedAccessControl on an upgrade', () => {
  it('grants a module new to the catalogue to the predefined roles of its row, and keeps revoked grants revoked', async () => {
    // An install from before the privacy module: its permissions are missing, and the administrador
    // had revoked one of the gestor's grants.
    await api.db.delete(permissoes).where(like(permissoes.nome, 'privacidade.%'));
    const [gestor] = await api.db.select({ id: papeis.id }).from(papeis).where(eq(papeis.nome, 'gestor'));
    const [pendenciasLer] = await api.db
      .select({ id: permissoes.id })
      .from(permissoes)
      .where(eq(permissoes.nome, 'pendencias.ler'));
    await api.db
      .delete(papeisPermissoes)
      .where(and(eq(papeisPermissoes.papel_id, gestor!.id), eq(papeisPermissoes.permissao_id, pendenciasLer!.id)));

    await seedAccessControl(api.db);

    const privacidade = (lista: string[]) => lista.filter((p) => p.startsWith('privacidade.'));
    expect(privacidade(await concedidas('empresa'))).toEqual([
      'privacidade.deletar',
      'privacidade.exportar',
      'privacidade.gerenciar',
      'privacidade.ler',
    ]);
    expect(privacidade(await concedidas('gestor'))).toEqual(['privacidade.ler']);
    expect(privacidade(await concedidas('professor'))).toEqual([]);
    expect(privacidade(await concedidas('aluno'))).toEqual([]);
    expect(await concedidas('gestor')).not.toContain('pendencias.ler');

    // A second start changes nothing.
    const antes = await concedidas('empresa');
    await seedAccessControl(api.db);
    expect(await concedidas('empresa')).toEqual(antes);
  });
});
