import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORTACAO_MENSAGENS as MSG } from '../../../domain/schemas/importacao';
import { prepararApi } from '../../../test/api';
import { esperaCampos } from '../../../test/esperas';
import { papeis, papeisPermissoes, permissoes } from '../../db/schema';

const api = prepararApi();

/** A spreadsheet with a cor/raça column: the guess names it, for whoever may write sensitive data. */
const ARQUIVO = Buffer.from('Nome do aluno;Data de Nascimento;Cor/Raça\r\nLia Moraes Teles;03/03/2015;Parda\r\n', 'latin1');

const enviarArquivo = (quem: string) =>
  api.enviarArquivos(`/api/importacoes?escola_id=${api.ids.principal}`, quem, {
    arquivos: [{ campo: 'arquivo', nome: 'cor.csv', tipo: 'text/csv', dados: ARQUIVO }],
  });

describe('importação: cor/raça só para quem escreve dados sensíveis', () => {
  let ligacao: { papel_id: string; permissao_id: string };

  beforeAll(async () => {
    // The network took 'Dados sensíveis – editar' from its gestores (/permissoes).
    const [papel] = await api.db.select().from(papeis).where(eq(papeis.nome, 'gestor'));
    const [permissao] = await api.db.select().from(permissoes).where(eq(permissoes.nome, 'sensiveis.atualizar'));
    ligacao = { papel_id: papel!.id, permissao_id: permissao!.id };
    await api.db
      .delete(papeisPermissoes)
      .where(and(eq(papeisPermissoes.papel_id, papel!.id), eq(papeisPermissoes.permissao_id, permissao!.id)));
  });

  afterAll(async () => {
    await api.db.insert(papeisPermissoes).values(ligacao).onConflictDoNothing();
  });

  it('sem a permissão, a coluna fica de fora do mapeamento sugerido, e escolhê-la é recusado', async () => {
    const res = await enviarArquivo('gestor');
    expect(res.statusCode, res.body).toBe(201);
    const { id, mapeamento } = res.json<{ id: string; mapeamento: (string | null)[] }>();
    expect(mapeamento).toEqual(['nome', 'data_nascimento', null]);
    esperaCampos(
      await api.enviar('PUT', `/api/importacoes/${id}/mapeamento`, 'gestor', {
        mapeamento: ['nome', 'data_nascimento', 'cor_raca'],
      }),
      { mapeamento: MSG.semPermissaoSensiveis },
    );
  });

  it('com a permissão (a empresa), a coluna é sugerida como cor/raça', async () => {
    const res = await enviarArquivo('empresa');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ mapeamento: (string | null)[] }>().mapeamento).toEqual(['nome', 'data_nascimento', 'cor_raca']);
  });
});
