import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../test/api';
import { acessosDadosPessoais, alunos } from './schema';

const api = prepararApi();

/** One access row for a demo student, as the log writes it. */
async function umAcesso(): Promise<string> {
  const [aluno] = await api.db.select().from(alunos).where(eq(alunos.empresa_id, api.ids.vv)).limit(1);
  const [linha] = await api.db
    .insert(acessosDadosPessoais)
    .values({
      empresa_id: aluno!.empresa_id,
      escola_id: aluno!.escola_id,
      aluno_id: aluno!.id,
      usuario_id: api.ids.gestor,
      usuario_nome: 'Gestor',
      papel: 'gestor',
      recurso: 'ficha_aluno',
    })
    .returning({ id: acessosDadosPessoais.id });
  return linha!.id;
}

const mensagem = (err: unknown) => {
  const e = err as { cause?: { message?: string }; message?: string };
  return e.cause?.message ?? e.message ?? '';
};

async function recusa(acao: () => Promise<unknown>): Promise<string> {
  try {
    await acao();
  } catch (err) {
    return mensagem(err);
  }
  return 'aceito';
}

describe('the access log refuses changes in SQL (trigger)', () => {
  it('refuses UPDATE and DELETE, and keeps the row as it was', async () => {
    const id = await umAcesso();
    const proibido = /não pode ser alterado nem excluído/;
    expect(
      await recusa(() =>
        api.db.update(acessosDadosPessoais).set({ usuario_nome: 'Outro' }).where(eq(acessosDadosPessoais.id, id)),
      ),
    ).toMatch(proibido);
    expect(
      await recusa(() => api.db.execute(sql`update acessos_dados_pessoais set aluno_id = escola_id where id = ${id}`)),
    ).toMatch(proibido);
    expect(await recusa(() => api.db.delete(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, id)))).toMatch(proibido);
    expect(await recusa(() => api.db.execute(sql`delete from acessos_dados_pessoais`))).toMatch(proibido);
    const [linha] = await api.db.select().from(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, id));
    expect(linha?.usuario_nome).toBe('Gestor');
  });

  it('lets only the purge delete, inside its own transaction: the setting does not outlive it', async () => {
    const id = await umAcesso();
    // An UPDATE stays refused even with the purge's setting on.
    expect(
      await recusa(() =>
        api.db.transaction(async (tx) => {
          await tx.execute(sql`set local gestao.expurgo = 'on'`);
          await tx.update(acessosDadosPessoais).set({ papel: 'x' }).where(eq(acessosDadosPessoais.id, id));
        }),
      ),
    ).toMatch(/não pode ser alterado/);

    await api.db.transaction(async (tx) => {
      await tx.execute(sql`set local gestao.expurgo = 'on'`);
      await tx.delete(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, id));
    });
    expect(await api.db.select().from(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, id))).toEqual([]);

    const outro = await umAcesso();
    expect(await recusa(() => api.db.delete(acessosDadosPessoais).where(eq(acessosDadosPessoais.id, outro)))).toMatch(
      /não pode ser alterado nem excluído/,
    );
  });
});
