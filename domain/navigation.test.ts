import { describe, expect, it } from 'vitest';
import {
  NAV_CONFIGURACOES,
  NAV_GESTAO_ESCOLAR,
  NAV_PRINCIPAL,
  PAGINAS_ESCOLA,
  PAGINAS_TURMA,
  cadastrosDaRede,
  canSee,
  caminhoEscola,
  pageTitle,
  podeAbrir,
} from './navigation';
import { permissoesPadrao } from './permissions';
import { TIPOS_USUARIO, type TipoUsuario } from './roles';

/** The product's sidebar table, in its order, per role, plus /frequencia for every role that reads attendance. */
const SIDEBAR: Record<TipoUsuario, string[]> = {
  administrador: [
    '/',
    '/usuarios',
    '/empresas',
    '/escolas',
    '/cadastrar-turma',
    '/componentes',
    '/frequencia',
    '/bncc',
    '/relatorios',
    '/privacidade',
    '/permissoes',
  ],
  empresa: [
    '/',
    '/usuarios',
    '/escolas',
    '/cadastrar-turma',
    '/componentes',
    '/duplicados',
    '/frequencia',
    '/relatorios',
    '/privacidade',
  ],
  gestor: [
    '/',
    '/usuarios',
    '/cadastrar-turma',
    '/componentes',
    '/duplicados',
    '/frequencia',
    '/bncc',
    '/relatorios',
    '/privacidade',
  ],
  professor: ['/', '/frequencia', '/bncc', '/relatorios'],
  aluno: ['/', '/frequencia', '/bncc'],
};

/** Settings group: perfil and notificacoes for all; sistema, customizacao, backup for administrador. */
const SETTINGS_ALL = ['/configuracoes/perfil', '/configuracoes/notificacoes'];
const SETTINGS_ADMIN = ['/configuracoes/sistema', '/configuracoes/customizacao', '/configuracoes/backup'];

const visible = (
  items: { path: string; roles?: readonly TipoUsuario[]; need?: readonly [string, string] }[],
  tipo: TipoUsuario | null,
  grants: readonly string[],
) => items.filter((i) => canSee(i as never, tipo, grants)).map((i) => i.path);

describe('main sidebar (NAV_PRINCIPAL) with default grants', () => {
  for (const tipo of TIPOS_USUARIO) {
    it(`${tipo} sees exactly its sidebar items, in order`, () => {
      expect(visible(NAV_PRINCIPAL, tipo, permissoesPadrao(tipo))).toEqual(SIDEBAR[tipo]);
    });
  }

  it('removing escolas.ler hides /escolas for empresa, and nothing else', () => {
    const grants = permissoesPadrao('empresa').filter((p) => p !== 'escolas.ler');
    expect(visible(NAV_PRINCIPAL, 'empresa', grants)).toEqual(SIDEBAR.empresa.filter((p) => p !== '/escolas'));
  });

  it('a grant alone does not show an item the role is not listed for', () => {
    // gestor holds escolas.ler by default, yet /escolas is for administrador and empresa only.
    expect(permissoesPadrao('gestor')).toContain('escolas.ler');
    expect(visible(NAV_PRINCIPAL, 'gestor', permissoesPadrao('gestor'))).not.toContain('/escolas');
  });

  it('removing frequencia.ler hides /frequencia, for the aluno too', () => {
    const grants = permissoesPadrao('aluno').filter((p) => p !== 'frequencia.ler');
    expect(visible(NAV_PRINCIPAL, 'aluno', grants)).toEqual(['/', '/bncc']);
  });

  it('without grants only the dashboard remains; without a role nothing is shown', () => {
    expect(visible(NAV_PRINCIPAL, 'administrador', [])).toEqual(['/']);
    expect(visible(NAV_PRINCIPAL, null, permissoesPadrao('administrador'))).toEqual([]);
  });
});

describe('settings group (NAV_CONFIGURACOES)', () => {
  for (const tipo of TIPOS_USUARIO) {
    it(`${tipo} sees ${tipo === 'administrador' ? 'all five entries' : 'perfil and notificacoes only'}`, () => {
      const expected = tipo === 'administrador' ? [...SETTINGS_ALL, ...SETTINGS_ADMIN] : SETTINGS_ALL;
      expect(visible(NAV_CONFIGURACOES, tipo, permissoesPadrao(tipo)).sort()).toEqual([...expected].sort());
    });
  }
});

describe('school-management section', () => {
  it('shows each global link only with its read grant', () => {
    expect(visible(NAV_GESTAO_ESCOLAR, 'gestor', permissoesPadrao('gestor'))).toEqual([
      '/escolas',
      '/cadastrar-turma',
      '/componentes',
    ]);
    expect(visible(NAV_GESTAO_ESCOLAR, 'aluno', permissoesPadrao('aluno'))).toEqual([]);
    expect(visible(NAV_GESTAO_ESCOLAR, 'gestor', ['escolas.ler'])).toEqual(['/escolas']);
  });

  it('lists in the section only what the main menu does not show: one entry per destination', () => {
    const paths = (tipo: TipoUsuario) => cadastrosDaRede(tipo, permissoesPadrao(tipo)).map((i) => i.path);
    expect(paths('administrador')).toEqual([]);
    expect(paths('empresa')).toEqual([]);
    expect(paths('gestor')).toEqual(['/escolas']);
    expect(paths('professor')).toEqual(['/escolas', '/cadastrar-turma', '/componentes']);
    expect(paths('aluno')).toEqual([]);
    for (const tipo of TIPOS_USUARIO) {
      const principal = visible(NAV_PRINCIPAL, tipo, permissoesPadrao(tipo));
      expect(paths(tipo).filter((p) => principal.includes(p))).toEqual([]);
    }
  });

  it('names each destination as the main menu and its screen do', () => {
    for (const item of NAV_GESTAO_ESCOLAR) {
      expect(item.label).toBe(NAV_PRINCIPAL.find((p) => p.path === item.path)!.label);
      expect(item.label).toBe(pageTitle(item.path).title);
    }
  });

  it('lists the ten class pages, and aluno sees only notas and frequencia among them', () => {
    expect(PAGINAS_TURMA.map((p) => p.page)).toEqual([
      'alunos',
      'notas',
      'frequencia',
      'objetos-conhecimento',
      'fechamento-bimestral',
      'sub-avaliacoes',
      'fechamento-anual',
      'conselho-classe',
      'relatorio-alunos',
      'pendencias',
    ]);
    const aluno = permissoesPadrao('aluno');
    expect(PAGINAS_TURMA.filter((p) => canSee(p, 'aluno', aluno)).map((p) => p.page)).toEqual(['notas', 'frequencia']);
    const professor = permissoesPadrao('professor');
    expect(PAGINAS_TURMA.filter((p) => canSee(p, 'professor', professor))).toHaveLength(10);
  });
});

describe('school pages under each school in the sidebar (PAGINAS_ESCOLA)', () => {
  const paginas = (tipo: TipoUsuario, grants = permissoesPadrao(tipo)) =>
    PAGINAS_ESCOLA.filter((p) => canSee(p, tipo, grants)).map((p) => caminhoEscola('e1', p.page));

  it('staff see the overview and the five school pages, in order', () => {
    const todas = [
      '/escola/e1',
      '/escola/e1/alunos',
      '/escola/e1/turmas',
      '/escola/e1/notas',
      '/escola/e1/frequencia',
      '/escola/e1/objetos-conhecimento',
    ];
    for (const tipo of ['administrador', 'empresa', 'gestor', 'professor'] as const) expect(paginas(tipo)).toEqual(todas);
  });

  it('the aluno sees only the school grades and attendance', () => {
    expect(paginas('aluno')).toEqual(['/escola/e1/notas', '/escola/e1/frequencia']);
  });

  it('each page follows its read grant', () => {
    const grants = permissoesPadrao('gestor').filter((p) => p !== 'alunos.ler' && p !== 'escolas.ler');
    expect(paginas('gestor', grants)).toEqual([
      '/escola/e1/turmas',
      '/escola/e1/notas',
      '/escola/e1/frequencia',
      '/escola/e1/objetos-conhecimento',
    ]);
  });

  it('every school page has a title of its own', () => {
    for (const p of PAGINAS_ESCOLA) expect(pageTitle(caminhoEscola('e1', p.page)).title).not.toBe('Página');
    expect(pageTitle('/escola/e1')).toEqual({ title: 'Escola', description: 'Visão geral da escola' });
  });
});

describe('pageTitle', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/usuarios', 'Usuários'],
    ['/empresas', 'Empresas'],
    ['/permissoes', 'Permissões'],
    ['/configuracoes', 'Configurações'],
    ['/configuracoes/perfil', 'Meu Perfil'],
    ['/configuracoes/backup', 'Backup'],
    ['/usuarios/', 'Usuários'],
  ])('%s → %s', (path, title) => {
    expect(pageTitle(path).title).toBe(title);
    expect(pageTitle(path).description).not.toBe('');
  });

  it.each(['/nao-existe', '/escola/123/inexistente', '/configuracoes/outra'])("unknown path %s → 'Página'", (path) => {
    expect(pageTitle(path)).toEqual({ title: 'Página', description: '' });
  });
});

describe('pageTitle on school and class pages', () => {
  it('names the section or class page instead of the generic title', () => {
    expect(pageTitle('/escola/abc/alunos')).toEqual({ title: 'Alunos', description: 'Alunos da escola' });
    expect(pageTitle('/escola/abc/turma/def/fechamento-bimestral').title).toBe('Fechamento Bimestral');
    expect(pageTitle('/escola/abc/desconhecida').title).toBe('Página');
    expect(pageTitle('/escola/abc/turma/def/outra').title).toBe('Página');
  });
});

describe('pages a role may open (podeAbrir)', () => {
  const abre = (tipo: TipoUsuario, caminho: string, tab: string | null = null, permissoes = permissoesPadrao(tipo)) =>
    podeAbrir(caminho, tab, tipo, permissoes);

  it("opens every link of the role's menu, and the dashboard for everyone", () => {
    for (const tipo of TIPOS_USUARIO) {
      const p = permissoesPadrao(tipo);
      const links = [...NAV_PRINCIPAL, ...NAV_CONFIGURACOES].filter((i) => canSee(i, tipo, p)).map((i) => i.path);
      for (const l of [...links, ...cadastrosDaRede(tipo, p).map((i) => i.path), '/dashboard'])
        expect(abre(tipo, l), `${tipo} ${l}`).toBe(true);
    }
  });

  it('refuses /usuarios to the professor and the aluno, as the route table does, grant or not', () => {
    expect(abre('gestor', '/usuarios')).toBe(true);
    expect(abre('professor', '/usuarios')).toBe(false);
    expect(abre('professor', '/usuarios', null, ['usuarios.ler'])).toBe(false);
    expect(abre('aluno', '/usuarios')).toBe(false);
  });

  it('opens /empresas to the empresa (its own record) though its menu does not list it; never to the gestor', () => {
    expect(abre('empresa', '/empresas')).toBe(true);
    expect(abre('gestor', '/empresas')).toBe(false);
    expect(abre('professor', '/empresas')).toBe(false);
  });

  it('goes with the grants: the class pages, the school pages, the privacy sections and the settings tabs', () => {
    expect(abre('aluno', '/escola/e/turma/t/notas')).toBe(true);
    expect(abre('aluno', '/escola/e/turma/t/fechamento-bimestral')).toBe(false);
    expect(abre('professor', '/escola/e/turma/t/conselho-classe/c')).toBe(true);
    expect(abre('aluno', '/escola/e')).toBe(false);
    expect(abre('gestor', '/escola/e/disciplinas')).toBe(true);
    expect(abre('gestor', '/privacidade/acessos')).toBe(true);
    expect(abre('gestor', '/privacidade/incidentes')).toBe(false);
    expect(abre('professor', '/configuracoes/calendario')).toBe(false);
    expect(abre('gestor', '/configuracoes/calendario')).toBe(true);
    expect(abre('professor', '/configuracoes', 'sistema')).toBe(false);
    expect(abre('professor', '/configuracoes/perfil/')).toBe(true);
    expect(
      abre(
        'gestor',
        '/escolas',
        null,
        permissoesPadrao('gestor').filter((p) => p !== 'escolas.ler'),
      ),
    ).toBe(false);
  });

  it('opens the closings late to the gestor and the professor only; unknown paths pass (they go to the dashboard)', () => {
    expect(TIPOS_USUARIO.filter((t) => abre(t, '/fechamentos-atrasados'))).toEqual(['gestor', 'professor']);
    expect(abre('aluno', '/nao-existe')).toBe(true);
    expect(podeAbrir('/dashboard', null, null, [])).toBe(false);
  });
});
