import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { acessosDadosPessoais, matriculas } from '../../db/schema';
import { anoDemo, gerarEBaixar } from './apoio-dos-testes';

const api = prepararApi();

/** The access-log rows of downloaded reports made by the demo gestor. */
const baixados = () =>
  api.db
    .select({ aluno_id: acessosDadosPessoais.aluno_id })
    .from(acessosDadosPessoais)
    .where(and(eq(acessosDadosPessoais.recurso, 'relatorio_baixado'), eq(acessosDadosPessoais.usuario_id, api.ids.gestor)));

describe('registro de acessos: o download de um relatório da fila', () => {
  it('um relatório de frequência da turma grava uma linha por aluno matriculado, a cada download', async () => {
    const ano = await anoDemo(api);
    const linhas = await api.db
      .selectDistinct({ aluno_id: matriculas.aluno_id })
      .from(matriculas)
      .where(and(eq(matriculas.turma_id, api.ids.sextoA), eq(matriculas.ano_letivo, ano)));
    const matriculados = linhas.map((r) => r.aluno_id).sort();
    expect(matriculados.length).toBeGreaterThan(0);

    const antes = (await baixados()).length;
    const corpo = {
      tipo: 'frequencia' as const,
      formato: 'pdf' as const,
      parametros: { escola_id: api.ids.principal, turma_id: api.ids.sextoA, ano_letivo: ano },
    };
    const { id } = await gerarEBaixar(api, 'gestor', corpo);
    const depois = await baixados();
    expect(
      depois
        .slice(antes)
        .map((l) => l.aluno_id)
        .sort(),
    ).toEqual(matriculados);

    // Downloading the same file again is another read of the same students.
    expect((await api.enviar('GET', `/api/relatorios/${id}/arquivo`, 'gestor')).statusCode).toBe(200);
    expect(await baixados()).toHaveLength(antes + 2 * matriculados.length);
  });

  it('um relatório sem alunos (escolas) não grava nada', async () => {
    const antes = (await baixados()).length;
    await gerarEBaixar(api, 'gestor', { tipo: 'escolas', formato: 'xlsx', parametros: { ano_letivo: await anoDemo(api) } });
    expect(await baixados()).toHaveLength(antes);
  });
});
