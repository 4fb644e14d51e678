import { describe, expect, it } from 'vitest';
import { CATALOGO_PERMISSOES, PAPEIS_PREDEFINIDOS, permissoesPadrao } from './permissions';
import { TIPOS_USUARIO, type TipoUsuario } from './roles';

/**
 * The product's permission matrix, transcribed by hand (A administrador, E empresa, G gestor, P professor,
 * L aluno — "everyone"). Kept independent of MATRIZ_PERMISSOES so a slip there fails here.
 */
const MATRIZ_DO_PRODUTO: Record<string, Record<string, string>> = {
  usuarios: { criar: 'AEG', ler: 'AEGP', atualizar: 'AEG', deletar: 'AE', gerenciar: 'AE' },
  empresas: { criar: 'A', ler: 'AE', atualizar: 'AE', deletar: 'A', gerenciar: 'AE' },
  escolas: { criar: 'AEG', ler: 'AEGP', atualizar: 'AEG', deletar: 'AE', gerenciar: 'AEG' },
  alunos: { criar: 'AEGP', atualizar: 'AEGP', ler: 'AEGP', deletar: 'AEG', gerenciar: 'AEG' },
  notas: { criar: 'AEGP', atualizar: 'AEGP', ler: 'AEGPL', deletar: 'AEG', fecharBimestre: 'AEG' },
  frequencia: { criar: 'AEGP', atualizar: 'AEGP', ler: 'AEGPL', deletar: 'AEG' },
  relatorios: { ler: 'AEGP', gerar: 'AEG', exportar: 'AEG' },
  bncc: { criar: 'AEGP', atualizar: 'AEGP', ler: 'AEGPL', deletar: 'AEG' },
  configuracoes: { ler: 'AEG', atualizar: 'AE', gerenciar: 'AE' },
  permissoes: { ler: 'A', atualizar: 'A', gerenciar: 'A' },
  objetos: { criar: 'AEGP', ler: 'AEGP', atualizar: 'AEGP', deletar: 'AEG' },
  fechamento: { criar: 'AEGP', ler: 'AEGP', atualizar: 'AEGP', deletar: 'AEG' },
  avaliacoes: { criar: 'AEGP', ler: 'AEGP', atualizar: 'AEGP', deletar: 'AEG' },
  conselho: { criar: 'AEGP', ler: 'AEGP', atualizar: 'AEGP', deletar: 'AEG' },
  pendencias: { criar: 'AEGP', ler: 'AEGP', atualizar: 'AEGP', deletar: 'AEG' },
  privacidade: { ler: 'AEG', gerenciar: 'AE', exportar: 'AE', deletar: 'AE' },
};

/** docs/spec-deviations.md: turmas and disciplinas join the catalogue (AEG all, P reads). */
const DEVIATIONS: Record<string, Record<string, string>> = {
  turmas: { criar: 'AEG', ler: 'AEGP', atualizar: 'AEG', deletar: 'AEG' },
  disciplinas: { criar: 'AEG', ler: 'AEGP', atualizar: 'AEG', deletar: 'AEG' },
  // The sensitive data of the ficha do aluno (LGPD, art. 11), behind a permission of their own.
  sensiveis: { ler: 'AEG', atualizar: 'AEG' },
};

const LETTER: Record<TipoUsuario, string> = { administrador: 'A', empresa: 'E', gestor: 'G', professor: 'P', aluno: 'L' };

function expectedGrants(tipo: TipoUsuario, matrix: Record<string, Record<string, string>>): string[] {
  return Object.entries(matrix).flatMap(([modulo, acoes]) =>
    Object.entries(acoes)
      .filter(([, who]) => who.includes(LETTER[tipo]))
      .map(([acao]) => `${modulo}.${acao}`),
  );
}

const grantsOf = (tipo: TipoUsuario) => new Set(permissoesPadrao(tipo));

describe('permission catalogue', () => {
  const nomes = CATALOGO_PERMISSOES.map((p) => p.nome);

  it('holds every module × action of the default matrix plus turmas and disciplinas CRUD, and nothing else', () => {
    const expected = [MATRIZ_DO_PRODUTO, DEVIATIONS].flatMap((m) =>
      Object.entries(m).flatMap(([modulo, acoes]) => Object.keys(acoes).map((acao) => `${modulo}.${acao}`)),
    );
    expect([...nomes].sort()).toEqual([...expected].sort());
  });

  it('has no duplicate names', () => {
    expect(new Set(nomes).size).toBe(nomes.length);
  });

  it('names every entry "modulo.acao" from its own module and action, with a description', () => {
    for (const p of CATALOGO_PERMISSOES) {
      expect(p.nome).toBe(`${p.modulo}.${p.acao}`);
      expect(p.descricao.length).toBeGreaterThan(0);
    }
  });
});

describe('default grants (the default matrix, row by row)', () => {
  for (const [modulo, acoes] of Object.entries({ ...MATRIZ_DO_PRODUTO, ...DEVIATIONS })) {
    it(`${modulo}: each action goes to exactly the roles of its row`, () => {
      for (const [acao, who] of Object.entries(acoes)) {
        const holders = TIPOS_USUARIO.filter((tipo) => grantsOf(tipo).has(`${modulo}.${acao}` as never));
        const expected = TIPOS_USUARIO.filter((tipo) => who.includes(LETTER[tipo]));
        expect({ permissao: `${modulo}.${acao}`, holders }).toEqual({ permissao: `${modulo}.${acao}`, holders: expected });
      }
    });
  }

  for (const tipo of TIPOS_USUARIO) {
    it(`${tipo} holds exactly its matrix grants`, () => {
      expect(permissoesPadrao(tipo).sort()).toEqual(expectedGrants(tipo, { ...MATRIZ_DO_PRODUTO, ...DEVIATIONS }).sort());
    });
  }

  it('administrador holds the whole catalogue', () => {
    expect(permissoesPadrao('administrador').sort()).toEqual(CATALOGO_PERMISSOES.map((p) => p.nome).sort());
  });

  it('only administrador holds anything in permissoes', () => {
    for (const tipo of TIPOS_USUARIO) {
      const inPermissoes = permissoesPadrao(tipo).filter((p) => p.startsWith('permissoes.'));
      expect(inPermissoes.length > 0, tipo).toBe(tipo === 'administrador');
    }
    expect(
      permissoesPadrao('administrador')
        .filter((p) => p.startsWith('permissoes.'))
        .sort(),
    ).toEqual(['permissoes.atualizar', 'permissoes.gerenciar', 'permissoes.ler']);
  });

  it('empresa has nothing in permissoes and cannot create or delete companies', () => {
    const e = grantsOf('empresa');
    expect([...e].filter((p) => p.startsWith('permissoes.'))).toEqual([]);
    expect(e.has('empresas.criar')).toBe(false);
    expect(e.has('empresas.deletar')).toBe(false);
    expect(e.has('empresas.ler')).toBe(true);
    expect(e.has('usuarios.deletar')).toBe(true);
  });

  it('gestor lacks usuarios.deletar, every empresas.* and configuracoes.atualizar', () => {
    const g = grantsOf('gestor');
    expect(g.has('usuarios.deletar')).toBe(false);
    expect([...g].filter((p) => p.startsWith('empresas.'))).toEqual([]);
    expect(g.has('configuracoes.atualizar')).toBe(false);
    expect(g.has('usuarios.criar')).toBe(true);
    expect(g.has('escolas.gerenciar')).toBe(true);
    expect(g.has('notas.fecharBimestre')).toBe(true);
  });

  it('professor reads users and schools but never deletes or manages anything', () => {
    const p = grantsOf('professor');
    expect(p.has('usuarios.deletar')).toBe(false);
    expect(p.has('usuarios.ler')).toBe(true);
    expect(p.has('escolas.ler')).toBe(true);
    expect([...p].filter((x) => x.endsWith('.deletar') || x.endsWith('.gerenciar'))).toEqual([]);
    expect(p.has('relatorios.gerar')).toBe(false);
    expect(p.has('notas.fecharBimestre')).toBe(false);
  });

  it('aluno only reads: notas, frequencia and bncc (the "ler everyone" rows)', () => {
    expect(permissoesPadrao('aluno').sort()).toEqual(['bncc.ler', 'frequencia.ler', 'notas.ler']);
    expect(grantsOf('aluno').has('escolas.ler')).toBe(false);
  });
});

describe('predefined roles', () => {
  it('are the five user types with levels 1 to 5', () => {
    expect(PAPEIS_PREDEFINIDOS.map((p) => [p.nome, p.nivel])).toEqual([
      ['administrador', 1],
      ['empresa', 2],
      ['gestor', 3],
      ['professor', 4],
      ['aluno', 5],
    ]);
  });
});
