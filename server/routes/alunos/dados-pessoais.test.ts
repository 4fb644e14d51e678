import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { lerTextoPdf } from '../../../test/documentos';
import { esperaCampo, esperaErro } from '../../../test/esperas';
import { ultimaAuditoria } from '../../../test/registros';
import { alunos, atividadesTratamento, auditoria } from '../../db/schema';

const api = prepararApi({
  ids: async (db, demo) => {
    const [aluno] = await db.select().from(alunos).where(eq(alunos.usuario_id, demo.aluno));
    return { alunoDemo: aluno! };
  },
});
const url = (id = api.ids.alunoDemo.id, formato?: string) =>
  `/api/alunos/${id}/dados-pessoais${formato ? `?formato=${formato}` : ''}`;

describe('GET /api/alunos/:id/dados-pessoais', () => {
  it('pede sessão e a permissão de exportar dados do titular (só a secretaria e o administrador)', async () => {
    expect((await api.enviar('GET', url())).statusCode).toBe(401);
    for (const quem of ['gestor', 'professor', 'aluno'])
      expect((await api.enviar('GET', url(), quem)).statusCode, quem).toBe(403);
  });

  it('um aluno de outra rede não existe para a secretaria (404 sem dados)', async () => {
    const res = await api.enviar('GET', url(), 'empresa2');
    esperaErro(res, 404, { code: 'NOT_FOUND', message: 'Aluno não encontrado.' });
    expect(res.body).not.toContain(api.ids.alunoDemo.nome);
  });

  it('recusa um formato que não existe, com a mensagem no campo', async () => {
    esperaCampo(await api.enviar('GET', url(undefined, 'xls'), 'empresa'), 'formato', 'Formato inválido: use json ou pdf');
  });

  it('baixa o JSON com todas as tabelas sobre o aluno, sem cache, e registra a exportação', async () => {
    const res = await api.enviar('GET', url(), 'empresa');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain('dados-pessoais-lucas-almeida-souza.json');
    const e = res.json();
    expect(e).toMatchObject({ formato: 'gestao-escolar/dados-do-titular', versao: 1, rede: expect.any(String) });
    expect(e.titular).toMatchObject({ aluno_id: api.ids.alunoDemo.id, nome: api.ids.alunoDemo.nome });
    expect(e.tabelas.matriculas.length).toBeGreaterThan(0);
    expect(e.tabelas.usuarios[0].email).toBe('aluno@demo.escola.br');

    const registro = await ultimaAuditoria(
      api.db,
      and(eq(auditoria.acao, 'exportar'), eq(auditoria.entidade_id, api.ids.alunoDemo.id)),
    );
    expect(registro).toMatchObject({ usuario_email: 'empresa@demo.escola.br', entidade: 'aluno' });
    expect(registro!.depois).toMatchObject({ documento: 'dados_pessoais', formato: 'json' });
  });

  it('o resumo em PDF diz quem é o aluno, as categorias com as quantidades e com quem os dados são compartilhados', async () => {
    const res = await api.enviar('GET', url(undefined, 'pdf'), 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = await lerTextoPdf(res.rawPayload);
    expect(texto).toContain('Dados pessoais do titular');
    expect(texto).toContain(api.ids.alunoDemo.nome);
    expect(texto).toContain('Categorias de dados');
    expect(texto).toContain('Matrículas (turma, ano letivo, situação)');
    expect(texto).toContain('Com quem os dados foram compartilhados');
    expect(texto).toContain('Censo Escolar');
    expect(texto).toContain('Sistema Presença');
    expect(texto).toContain('Conselho Tutelar');
  });

  it('com o registro das atividades de tratamento da rede, o resumo diz com quem ela declara compartilhar os dados dos alunos', async () => {
    const atividade = (nome: string, titulares: string, compartilhamento: string, ordem: number) => ({
      empresa_id: api.ids.vv,
      nome,
      finalidade: `Finalidade de ${nome}`,
      base_legal: 'LGPD art. 7º, III',
      dados: 'Identificação e frequência',
      titulares,
      compartilhamento,
      retencao: '5 anos',
      ordem,
    });
    await api.db
      .insert(atividadesTratamento)
      .values([
        atividade('Programa Saúde na Escola', 'Alunos e responsáveis', 'Secretaria Municipal de Saúde', 1),
        atividade('Matrícula', 'Alunos', 'Não há compartilhamento', 2),
        atividade('Folha de pagamento', 'Servidores', 'Tribunal de Contas do Estado', 3),
      ]);
    const e = (await api.enviar('GET', url(), 'empresa')).json();
    expect(e.compartilhamentos).toEqual([
      {
        destinatario: 'Secretaria Municipal de Saúde',
        dados: 'Identificação e frequência',
        finalidade: 'Programa Saúde na Escola: Finalidade de Programa Saúde na Escola',
        base_legal: 'LGPD art. 7º, III',
      },
    ]);
    const texto = await lerTextoPdf((await api.enviar('GET', url(undefined, 'pdf'), 'empresa')).rawPayload);
    expect(texto).toMatch(/Secretaria Municipal de\s+Saúde/);
    expect(texto).not.toContain('Tribunal de Contas');
  });
});
