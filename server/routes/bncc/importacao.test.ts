import fs from 'node:fs';
import { and, count, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type FormatoArquivo, lerArquivoBncc } from '../../../domain/bncc-arquivo';
import { type LinhaImportacao, LOTE_IMPORTACAO } from '../../../domain/schemas/bncc';
import { prepararApi } from '../../../test/api';
import { auditoria, bnccHabilidades, objetosConhecimento } from '../../db/schema';
import { ARQUIVO_CATALOGO } from '../../services/bncc-catalogo';

const api = prepararApi();
const { enviar } = api;

interface Relatorio {
  criadas: string[];
  atualizadas: string[];
  inalteradas: number;
  recusadas: { linha: number; codigo: string; motivo: string }[];
}
const pedirImportacao = (user: string | undefined, payload: object) => enviar('POST', '/api/bncc/importacao', user, payload);

/** The catalogue the product ships, as a CSV file or as the same rows in a JSON file. */
const CSV = fs.readFileSync(ARQUIVO_CATALOGO, 'utf8');
function ler(formato: FormatoArquivo): LinhaImportacao[] {
  const conteudo = formato === 'csv' ? CSV : JSON.stringify(ler('csv').map(({ linha: _linha, ...campos }) => campos));
  const lido = lerArquivoBncc(conteudo, formato);
  if (!lido.ok) throw new Error(lido.erro);
  expect(lido.arquivo.malformadas).toEqual([]);
  return lido.arquivo.linhas;
}

/** As the browser does it: the file in batches, the reports added up. */
async function importar(linhas: LinhaImportacao[], simular = false): Promise<Relatorio> {
  const total: Relatorio = { criadas: [], atualizadas: [], inalteradas: 0, recusadas: [] };
  for (let i = 0; i < linhas.length; i += LOTE_IMPORTACAO) {
    const res = await pedirImportacao('admin', { linhas: linhas.slice(i, i + LOTE_IMPORTACAO), simular });
    expect(res.statusCode, res.body).toBe(200);
    const r: Relatorio = res.json();
    total.criadas.push(...r.criadas);
    total.atualizadas.push(...r.atualizadas);
    total.inalteradas += r.inalteradas;
    total.recusadas.push(...r.recusadas);
  }
  return total;
}

const oficiais = async () =>
  (await api.db.select({ n: count() }).from(bnccHabilidades).where(isNull(bnccHabilidades.empresa_id)))[0]!.n;
const linha = (n: number, campos: Partial<LinhaImportacao>): LinhaImportacao => ({
  linha: n,
  codigo: 'EF06MA01',
  descricao: 'Texto.',
  componente_curricular: 'Matemática',
  ano_serie: '6º Ano',
  etapa: 'EF',
  ...campos,
});

describe('POST /api/bncc/importacao — who', () => {
  it('401 without a session; 403 for every role but administrador, even with a bad body', async () => {
    expect((await pedirImportacao(undefined, {})).statusCode).toBe(401);
    for (const u of ['empresa', 'gestor', 'professor', 'aluno']) {
      for (const body of [{}, { linhas: [linha(2, {})] }]) {
        const res = await pedirImportacao(u, body);
        expect(res.statusCode, u).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
    }
  });

  it('a malformed request → 400 naming the field', async () => {
    expect((await pedirImportacao('admin', { linhas: [] })).json().error.fields).toEqual({
      linhas: 'Nenhuma linha para importar',
    });
    expect((await pedirImportacao('admin', { linhas: [{ linha: 0 }] })).statusCode).toBe(400);
  });
});

describe('the whole official catalogue', () => {
  it('the shipped catalogue is loaded at start: importing the same file again changes nothing', async () => {
    expect(await oficiais()).toBe(1580);
    const simulado = await importar(ler('csv'), true);
    expect(simulado).toEqual({ criadas: [], atualizadas: [], inalteradas: 1580, recusadas: [] });
  });

  it('the full CSV creates 1,580 skills; importing it again changes none; the JSON file is the same catalogue', async () => {
    // Start from an empty catalogue: the demo's objects and skills go first (this file's own copy of the database).
    await api.db.delete(objetosConhecimento);
    await api.db.delete(bnccHabilidades);

    const primeira = await importar(ler('csv'));
    expect(primeira.criadas).toHaveLength(1580);
    expect(primeira).toMatchObject({ atualizadas: [], inalteradas: 0, recusadas: [] });
    expect(await oficiais()).toBe(1580);

    const versoes = await api.db
      .select({ codigo: bnccHabilidades.codigo, updated_at: bnccHabilidades.updated_at })
      .from(bnccHabilidades);
    const segunda = await importar(ler('csv'));
    expect(segunda).toEqual({ criadas: [], atualizadas: [], inalteradas: 1580, recusadas: [] });
    const depois = await api.db
      .select({ codigo: bnccHabilidades.codigo, updated_at: bnccHabilidades.updated_at })
      .from(bnccHabilidades);
    expect(depois).toEqual(expect.arrayContaining(versoes));

    expect(await importar(ler('json'))).toEqual({ criadas: [], atualizadas: [], inalteradas: 1580, recusadas: [] });
  });

  it('the catalogue then reads as its README counts it', async () => {
    const estatisticas = async (qs: string) => (await enviar('GET', `/api/bncc/estatisticas?${qs}`, 'professor')).json();
    expect(await estatisticas('')).toMatchObject({ total: 1580 });
    expect((await estatisticas('etapa=EI')).total).toBe(93);
    expect((await estatisticas('etapa=EM')).total).toBe(183);
    expect((await estatisticas(`componente=${encodeURIComponent('Língua Inglesa')}`)).total).toBe(88);
    // Codes that apply to each year, spans counted once per year they cover.
    expect((await estatisticas(`ano_serie=${encodeURIComponent('6º Ano')}`)).total).toBe(275);
    expect((await estatisticas(`ano_serie=${encodeURIComponent('1º Ano')}`)).total).toBe(155);
    expect((await estatisticas(`ano_serie=${encodeURIComponent('2ª Série')}`)).total).toBe(183);
    expect(await estatisticas(`etapa=EF&componente=${encodeURIComponent('Matemática')}`)).toEqual({
      total: 247,
      componentes: 1,
      anos_series: 9,
    });
  });

  it('an import that creates or updates is audited with its counts', async () => {
    const [log] = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'bncc_habilidade'), eq(auditoria.acao, 'importar')));
    expect(log).toMatchObject({ usuario_email: 'admin@demo.escola.br', depois: { inalteradas: 0, recusadas: 0 } });
  });
});

describe('row by row', () => {
  it('creates, updates, keeps and refuses with the row number and a pt-BR reason', async () => {
    const r = (
      await pedirImportacao('admin', {
        linhas: [
          linha(2, { codigo: 'EF06MA01', descricao: 'Texto corrigido pela importação.' }),
          linha(3, { codigo: 'EF06CO01', componente_curricular: 'Computação', descricao: 'Nova habilidade de computação.' }),
          linha(4, { codigo: 'EF06MA01', descricao: 'De novo.' }),
          linha(5, {
            codigo: 'EF06LI01',
            componente_curricular: 'Inglês',
            descricao: (await api.db.select().from(bnccHabilidades).where(eq(bnccHabilidades.codigo, 'EF06LI01')))[0]!.descricao,
          }),
          linha(6, { codigo: '' }),
          linha(7, { codigo: 'XYZ-1' }),
          linha(8, { codigo: 'EF07MA01', etapa: 'Fundamental' }),
          linha(9, { codigo: 'EF07MA02', etapa: 'EM' }),
          linha(10, { codigo: 'EF07MA03', componente_curricular: 'Astronomia' }),
          linha(11, { codigo: 'EF07MA04', ano_serie: '6º Ano' }),
          linha(12, { codigo: 'EF07MA05', descricao: '' }),
        ],
      })
    ).json<Relatorio>();
    expect(r.atualizadas).toEqual(['EF06MA01']);
    expect(r.criadas).toEqual(['EF06CO01']);
    // 'Inglês' is the official 'Língua Inglesa': the row equals the stored one.
    expect(r.inalteradas).toBe(1);
    expect(r.recusadas).toEqual([
      { linha: 4, codigo: 'EF06MA01', motivo: 'Código repetido no arquivo (já na linha 2)' },
      { linha: 6, codigo: '', motivo: 'Código é obrigatório' },
      { linha: 7, codigo: 'XYZ-1', motivo: 'Código fora do padrão da BNCC (ex.: EF67LP01, EM13MAT101, EI02EO01): "XYZ-1"' },
      { linha: 8, codigo: 'EF07MA01', motivo: 'Etapa desconhecida: "Fundamental" (use EI, EF ou EM)' },
      { linha: 9, codigo: 'EF07MA02', motivo: 'Etapa não corresponde ao código (esperado: EF)' },
      { linha: 10, codigo: 'EF07MA03', motivo: 'Componente curricular desconhecido: "Astronomia"' },
      { linha: 11, codigo: 'EF07MA04', motivo: 'Ano/série não corresponde ao código (esperado: 7º Ano)' },
      { linha: 12, codigo: 'EF07MA05', motivo: 'Descrição é obrigatória' },
    ]);
    const [ma01] = await api.db.select().from(bnccHabilidades).where(eq(bnccHabilidades.codigo, 'EF06MA01'));
    expect(ma01!.descricao).toBe('Texto corrigido pela importação.');
  });

  it('an official row may not take a code a body uses for its own skill', async () => {
    const propria = { codigo: 'EF08CO01', descricao: 'Própria.', componente_curricular: 'Computação', ano_serie: '8º Ano' };
    await api.criar('/api/bncc', 'empresa', propria);
    const r = (
      await pedirImportacao('admin', {
        linhas: [linha(2, { codigo: 'EF08CO01', componente_curricular: 'Computação', ano_serie: '8º Ano' })],
      })
    ).json();
    expect(r).toEqual({
      criadas: [],
      atualizadas: [],
      inalteradas: 0,
      recusadas: [
        { linha: 2, codigo: 'EF08CO01', motivo: 'Este código já é usado por uma habilidade própria de uma rede de ensino' },
      ],
    });
  });

  it('simular answers the report and writes nothing', async () => {
    const antes = await oficiais();
    const r = (
      await pedirImportacao('admin', {
        linhas: [linha(2, { codigo: 'EF09CO02', componente_curricular: 'Computação', ano_serie: '9º Ano' })],
        simular: true,
      })
    ).json();
    expect(r.criadas).toEqual(['EF09CO02']);
    expect(await oficiais()).toBe(antes);
  });
});
