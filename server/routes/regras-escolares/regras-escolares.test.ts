import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepararApi } from '../../../test/api';
import { auditoria, regrasEscolares } from '../../db/schema';
import { esperaCampo } from '../../../test/esperas';

const api = prepararApi();
const { enviar, ids } = api;

const PADRAO = { media_aprovacao: 7, media_recuperacao: 5, frequencia_minima: 75, alerta_faltas: 25 };

describe('GET /api/regras-escolares', () => {
  it('401 without a session', async () => {
    expect((await enviar('GET', '/api/regras-escolares')).statusCode).toBe(401);
  });

  it.each(['empresa', 'gestor', 'professor', 'aluno'])("%s reads its body's rules (the defaults until saved)", async (u) => {
    const res = await enviar('GET', '/api/regras-escolares', u);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ...PADRAO,
      empresa_id: ids.vv,
      empresa_nome: 'Prefeitura Municipal de Vale Verde',
      updated_at: null,
      pode_editar: u === 'empresa',
    });
  });

  it("another body's rules → 404 for a non-administrator; the administrador chooses the body", async () => {
    const res = await enviar('GET', `/api/regras-escolares?empresa_id=${ids.sa}`, 'gestor');
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Empresa não encontrada' } });
    expect((await enviar('GET', '/api/regras-escolares', 'admin')).json().error.fields).toEqual({
      empresa_id: 'Empresa é obrigatória',
    });
    // The demo gives Serra Azul its own regimento.
    expect((await enviar('GET', `/api/regras-escolares?empresa_id=${ids.sa}`, 'admin')).json()).toMatchObject({
      media_aprovacao: 6,
      media_recuperacao: 4,
      pode_editar: true,
    });
  });
});

describe('PUT /api/regras-escolares', () => {
  it('401 without a session; 403 for gestor, professor and aluno, even with a bad body', async () => {
    expect((await enviar('PUT', '/api/regras-escolares', undefined, PADRAO)).statusCode).toBe(401);
    for (const u of ['gestor', 'professor', 'aluno'])
      expect((await enviar('PUT', '/api/regras-escolares', u, { media_aprovacao: 'x' })).statusCode).toBe(403);
  });

  it("an empresa may not change another body's rules → 403, nothing saved", async () => {
    const res = await enviar('PUT', '/api/regras-escolares', 'empresa', {
      ...PADRAO,
      media_aprovacao: 9,
      empresa_id: ids.sa,
      updated_at: null,
    });
    expect(res.statusCode).toBe(403);
    expect((await api.db.select().from(regrasEscolares).where(eq(regrasEscolares.empresa_id, ids.sa)))[0]!.media_aprovacao).toBe(
      6,
    );
  });

  it.each([
    [{ media_aprovacao: 11 }, 'media_aprovacao', 'Média de aprovação deve estar entre 0 e 10'],
    [{ media_recuperacao: 8 }, 'media_recuperacao', 'Média de recuperação não pode ser maior que a média de aprovação'],
    [{ frequencia_minima: 120 }, 'frequencia_minima', 'Frequência mínima deve estar entre 0 e 100'],
    [{ alerta_faltas: -1 }, 'alerta_faltas', 'Alerta de faltas deve estar entre 0 e 100'],
    [{ media_aprovacao: 6.55 }, 'media_aprovacao', 'Use no máximo uma casa decimal'],
    [{ updated_at: 'ontem' }, 'updated_at', 'Versão do registro inválida'],
    [{ modo_nota_bimestre: 'media' }, 'modo_nota_bimestre', 'Escolha como a nota do bimestre é formada'],
    [{ ausente_conta_zero: 'sim' }, 'ausente_conta_zero', 'Informe se a ausência conta como zero'],
    [{ arredondamento_incremento: 0.3 }, 'arredondamento_incremento', 'Arredondamento deve ser 0,01, 0,1, 0,25, 0,5 ou 1'],
    [{ arredondamento_modo: 'baixo' }, 'arredondamento_modo', 'Escolha o modo de arredondamento'],
    [{ pesos_bimestres: [1, 2, 11, 1] }, 'pesos_bimestres.2', 'Peso de cada bimestre deve ser um número inteiro de 1 a 10'],
    [{ pesos_bimestres: [1, 2, 1.5, 1] }, 'pesos_bimestres.2', 'Peso de cada bimestre deve ser um número inteiro de 1 a 10'],
    [{ regra_recuperacao: 'maior' }, 'regra_recuperacao', 'Escolha a regra da recuperação final'],
    [{ media_apos_recuperacao: 10.5 }, 'media_apos_recuperacao', 'Média após recuperação deve estar entre 0 e 10'],
    [{ disciplinas_sem_reprovacao: ['xadrez'] }, 'disciplinas_sem_reprovacao.0', 'Disciplina inválida'],
  ])('%j → 400 fields.%s', async (patch, campo, msg) => {
    const res = await enviar('PUT', '/api/regras-escolares', 'empresa', { ...PADRAO, updated_at: null, ...patch });
    esperaCampo(res, campo, msg);
  });

  it('the empresa saves its rules, then a stale version → 409; audited', async () => {
    const res = await enviar('PUT', '/api/regras-escolares', 'empresa', {
      ...PADRAO,
      media_aprovacao: 6.5,
      media_recuperacao: 4.5,
      updated_at: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const salvas = res.json();
    expect(salvas).toMatchObject({ media_aprovacao: 6.5, media_recuperacao: 4.5, empresa_id: ids.vv });
    expect(salvas.updated_at).not.toBeNull();
    // A second "first save" from a screen that still shows the defaults.
    expect((await enviar('PUT', '/api/regras-escolares', 'empresa', { ...PADRAO, updated_at: null })).statusCode).toBe(409);
    const admin = await enviar('PUT', '/api/regras-escolares', 'admin', {
      ...PADRAO,
      empresa_id: ids.vv,
      alerta_faltas: 20,
      updated_at: salvas.updated_at,
    });
    expect(admin.statusCode, admin.body).toBe(200);
    const stale = await enviar('PUT', '/api/regras-escolares', 'empresa', { ...PADRAO, updated_at: salvas.updated_at });
    expect(stale.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.',
    });
    expect((await enviar('GET', '/api/regras-escolares', 'professor')).json()).toMatchObject({ ...PADRAO, alerta_faltas: 20 });
    const logs = await api.db.select().from(auditoria).where(eq(auditoria.entidade, 'regras_escolares'));
    expect(logs.map((l) => l.usuario_email)).toEqual(expect.arrayContaining(['empresa@demo.escola.br', 'admin@demo.escola.br']));
  });

  it('administrador: unknown body → 400 naming empresa_id', async () => {
    const res = await enviar('PUT', '/api/regras-escolares', 'admin', {
      ...PADRAO,
      empresa_id: '00000000-0000-4000-8000-000000000000',
      updated_at: null,
    });
    expect(res.json().error.fields).toEqual({ empresa_id: 'Empresa não encontrada' });
  });

  it('the closing rules: saved, read back, kept when left out; a code the network does not use → 400', async () => {
    const atual = await api.json('/api/regras-escolares', 'empresa');
    expect(atual.disciplinas_da_rede).toContain('matematica');
    const codigoAlheio = ['empreendedorismo', 'tecnologia', 'religiao', 'redacao'].find(
      (c) => !atual.disciplinas_da_rede.includes(c),
    );
    if (codigoAlheio) {
      const fora = await enviar('PUT', '/api/regras-escolares', 'empresa', {
        ...PADRAO,
        disciplinas_sem_reprovacao: [codigoAlheio],
        updated_at: atual.updated_at,
      });
      esperaCampo(fora, 'disciplinas_sem_reprovacao.0', 'Esta disciplina não existe na rede');
    }
    const regras = {
      modo_nota_bimestre: 'avaliacoes',
      ausente_conta_zero: false,
      arredondamento_incremento: 0.5,
      arredondamento_modo: 'acima',
      pesos_bimestres: [1, 2, 2, 3],
      regra_recuperacao: 'media',
      media_apos_recuperacao: 6,
      disciplinas_sem_reprovacao: ['matematica'],
    };
    const res = await enviar('PUT', '/api/regras-escolares', 'empresa', {
      ...PADRAO,
      ...regras,
      updated_at: atual.updated_at,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(regras);
    // Only the first four: the closing rules stay as they were.
    const so4 = await enviar('PUT', '/api/regras-escolares', 'empresa', { ...PADRAO, updated_at: res.json().updated_at });
    expect(so4.statusCode, so4.body).toBe(200);
    expect(so4.json()).toMatchObject(regras);
    const limpa = await enviar('PUT', '/api/regras-escolares', 'empresa', {
      ...PADRAO,
      media_apos_recuperacao: null,
      disciplinas_sem_reprovacao: [],
      modo_nota_bimestre: 'quatro_notas',
      updated_at: so4.json().updated_at,
    });
    expect(limpa.json()).toMatchObject({
      media_apos_recuperacao: null,
      disciplinas_sem_reprovacao: [],
      modo_nota_bimestre: 'quatro_notas',
    });
  });

  it('the rules of pendências and the council: defaults, saved, kept when left out; out of range → 400 with field messages', async () => {
    const atual = await api.json('/api/regras-escolares', 'empresa');
    const fora = await enviar('PUT', '/api/regras-escolares', 'empresa', {
      ...PADRAO,
      tolerancia_chamada_dias: 1.5,
      antecedencia_notas_dias: 61,
      percentual_conselho_tutelar: 101,
      conselho_supera_falta: 'sim',
      updated_at: atual.updated_at,
    });
    esperaCampo(fora, 'tolerancia_chamada_dias', 'Tolerância da chamada deve ser um número inteiro de 0 a 60 dias letivos');
    esperaCampo(fora, 'antecedencia_notas_dias', 'Antecedência das notas deve ser um número inteiro de 0 a 60 dias');
    esperaCampo(fora, 'percentual_conselho_tutelar', 'Percentual para o Conselho Tutelar deve estar entre 0 e 100');
    esperaCampo(fora, 'conselho_supera_falta', 'Informe se o conselho pode aprovar quem foi reprovado por falta');

    const vida = {
      tolerancia_chamada_dias: 0,
      antecedencia_notas_dias: 10,
      percentual_conselho_tutelar: 50,
      conselho_supera_falta: true,
    };
    const res = await enviar('PUT', '/api/regras-escolares', 'empresa', { ...PADRAO, ...vida, updated_at: atual.updated_at });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(vida);
    const so4 = await enviar('PUT', '/api/regras-escolares', 'empresa', { ...PADRAO, updated_at: res.json().updated_at });
    expect(so4.json()).toMatchObject(vida);
    // Serra Azul's regimento predates these rules: the defaults, LDB art. 12 VIII's 30% among them.
    const outra = await api.json(`/api/regras-escolares?empresa_id=${ids.sa}`, 'admin');
    expect(outra).toMatchObject({
      tolerancia_chamada_dias: 2,
      antecedencia_notas_dias: 7,
      percentual_conselho_tutelar: 30,
      conselho_supera_falta: false,
    });
  });
});
