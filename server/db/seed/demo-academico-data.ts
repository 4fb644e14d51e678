import type { CodigoDisciplina, Turno } from '../../../domain/academico/catalogo';
import type { SerieTurma } from '../../../domain/academico/series';

/**
 * The academic side of the demo network: classes per school, the curriculum components of each
 * body, the professors who teach them and the name lists students are generated from. Everything
 * is derived from these lists by position, so every seed of the demo is the same.
 */

export interface TurmaPlano {
  nome: string;
  serie: SerieTurma;
  turno: Turno;
  /** Enrolled students (25–35). */
  alunos: number;
}

const t = (nome: string, turno: Turno, alunos: number): TurmaPlano => ({
  nome,
  serie: `${nome.slice(0, 2)} Ano` as SerieTurma,
  turno,
  alunos,
});

/** Classes per school, keyed by school name; the first school's first class is the demo aluno's. */
export const DEMO_TURMAS_POR_ESCOLA: Record<string, TurmaPlano[]> = {
  'EMEF Professora Maria das Dores Silva': [
    t('6º Ano A', 'matutino', 32),
    t('6º Ano B', 'vespertino', 30),
    t('7º Ano A', 'matutino', 31),
    t('7º Ano B', 'vespertino', 27),
    t('8º Ano A', 'matutino', 29),
    t('9º Ano A', 'matutino', 26),
  ],
  'EMEF Tiradentes': [
    t('6º Ano A', 'matutino', 28),
    t('6º Ano B', 'vespertino', 25),
    t('7º Ano A', 'matutino', 30),
    t('8º Ano A', 'vespertino', 27),
    t('9º Ano A', 'matutino', 29),
  ],
  'EMEI Pequeno Príncipe': [
    t('1º Ano A', 'matutino', 25),
    t('1º Ano B', 'vespertino', 26),
    t('2º Ano A', 'matutino', 27),
    t('2º Ano B', 'vespertino', 25),
  ],
  'Escola Estadual Governador Pedro Pedrossian': [
    t('6º Ano A', 'matutino', 34),
    t('7º Ano A', 'matutino', 33),
    t('8º Ano A', 'vespertino', 35),
    t('8º Ano B', 'vespertino', 30),
    t('9º Ano A', 'noturno', 28),
  ],
  'Escola Estadual Dom Bosco': [
    t('6º Ano A', 'matutino', 29),
    t('7º Ano A', 'vespertino', 31),
    t('8º Ano A', 'matutino', 27),
    t('9º Ano A', 'integral', 32),
  ],
  'Escola Estadual Professora Alice Nogueira': [
    t('6º Ano A', 'vespertino', 26),
    t('7º Ano A', 'vespertino', 28),
    t('8º Ano A', 'matutino', 30),
    t('9º Ano A', 'matutino', 25),
  ],
};

export interface ComponentePlano {
  codigo: CodigoDisciplina;
  nome: string;
  carga: number;
  descricao: string;
}

/** The core components of the Ensino Fundamental anos finais (6º–9º Ano). */
export const COMPONENTES_ANOS_FINAIS: ComponentePlano[] = [
  {
    codigo: 'portugues',
    nome: 'Língua Portuguesa',
    carga: 200,
    descricao: 'Leitura, produção de textos, oralidade e análise linguística.',
  },
  {
    codigo: 'matematica',
    nome: 'Matemática',
    carga: 200,
    descricao: 'Números, álgebra, geometria, grandezas e medidas, probabilidade e estatística.',
  },
  { codigo: 'ciencias', nome: 'Ciências', carga: 120, descricao: 'Matéria e energia, vida e evolução, Terra e Universo.' },
  {
    codigo: 'historia',
    nome: 'História',
    carga: 80,
    descricao: 'O sujeito e seu lugar no mundo, tempos e processos históricos.',
  },
  {
    codigo: 'geografia',
    nome: 'Geografia',
    carga: 80,
    descricao: 'O sujeito e seu lugar no mundo, natureza, ambientes e qualidade de vida.',
  },
  {
    codigo: 'lingua_estrangeira',
    nome: 'Língua Inglesa',
    carga: 80,
    descricao: 'Oralidade, leitura, escrita e conhecimentos linguísticos em inglês.',
  },
  { codigo: 'artes', nome: 'Arte', carga: 40, descricao: 'Artes visuais, dança, música e teatro.' },
  {
    codigo: 'educacao_fisica',
    nome: 'Educação Física',
    carga: 80,
    descricao: 'Brincadeiras e jogos, esportes, ginásticas, danças e lutas.',
  },
];

/** The components of the Ensino Fundamental anos iniciais taught in the demo (1º–2º Ano). */
export const COMPONENTES_ANOS_INICIAIS: ComponentePlano[] = [
  { codigo: 'portugues', nome: 'Língua Portuguesa', carga: 280, descricao: 'Alfabetização, leitura e escrita.' },
  { codigo: 'matematica', nome: 'Matemática', carga: 200, descricao: 'Números, contagem, formas e medidas.' },
  { codigo: 'ciencias', nome: 'Ciências', carga: 80, descricao: 'Seres vivos, materiais e o ambiente.' },
  { codigo: 'artes', nome: 'Arte', carga: 40, descricao: 'Desenho, música, dança e teatro.' },
  { codigo: 'educacao_fisica', nome: 'Educação Física', carga: 80, descricao: 'Brincadeiras, jogos e movimento.' },
];

export interface ProfessorPlano {
  nome: string;
  email: string;
  /** The subjects this professor teaches in every class of the school. */
  codigos: CodigoDisciplina[];
}

const p = (nome: string, codigos: CodigoDisciplina[]): ProfessorPlano => {
  const partes = nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(' ');
  return { nome, email: `${partes[0]}.${partes[partes.length - 1]}@demo.escola.br`, codigos };
};

/**
 * The professors of each school besides the demo professor (who teaches Matemática in 6º Ano A
 * and B and Língua Portuguesa in 6º Ano A of the main school; those pairs are left to him).
 */
export const DEMO_PROFESSORES_POR_ESCOLA: Record<string, ProfessorPlano[]> = {
  'EMEF Professora Maria das Dores Silva': [
    p('Fernanda Ribeiro Costa', ['matematica', 'ciencias']),
    p('Ricardo Alves Monteiro', ['portugues', 'lingua_estrangeira']),
    p('Juliana Pereira Nunes', ['historia', 'geografia']),
    p('Marcelo Tavares Duarte', ['artes', 'educacao_fisica']),
  ],
  'EMEF Tiradentes': [
    p('Patrícia Gomes Andrade', ['matematica', 'ciencias']),
    p('André Luiz Farias', ['portugues', 'lingua_estrangeira']),
    p('Cláudia Mendes Rocha', ['historia', 'geografia']),
    p('Roberto Carvalho Pinto', ['artes', 'educacao_fisica']),
  ],
  'EMEI Pequeno Príncipe': [
    p('Sandra Regina Moura', ['portugues', 'matematica', 'ciencias']),
    p('Luciana Freitas Braga', ['artes', 'educacao_fisica']),
  ],
  'Escola Estadual Governador Pedro Pedrossian': [
    p('Eduardo Campos Vieira', ['matematica', 'ciencias']),
    p('Aline Batista Correia', ['portugues', 'lingua_estrangeira']),
    p('Gustavo Henrique Prado', ['historia', 'geografia']),
    p('Tatiane Souza Lacerda', ['artes', 'educacao_fisica']),
  ],
  'Escola Estadual Dom Bosco': [
    p('Leandro Martins Teixeira', ['matematica', 'ciencias']),
    p('Vanessa Cristina Araújo', ['portugues', 'lingua_estrangeira']),
    p('Rodrigo Barros Cunha', ['historia', 'geografia']),
    p('Simone Cardoso Reis', ['artes', 'educacao_fisica']),
  ],
  'Escola Estadual Professora Alice Nogueira': [
    p('Fábio Rezende Moraes', ['matematica', 'ciencias']),
    p('Débora Lopes Machado', ['portugues', 'lingua_estrangeira']),
    p('Márcio Antunes Queiroz', ['historia', 'geografia']),
    p('Renata Fonseca Dias', ['artes', 'educacao_fisica']),
  ],
};

export const NOMES_FEMININOS = [
  'Ana',
  'Beatriz',
  'Camila',
  'Daniela',
  'Eduarda',
  'Fernanda',
  'Gabriela',
  'Helena',
  'Isabela',
  'Júlia',
  'Larissa',
  'Laura',
  'Letícia',
  'Manuela',
  'Mariana',
  'Maria Clara',
  'Maria Eduarda',
  'Natália',
  'Yasmin',
  'Rafaela',
  'Sofia',
  'Valentina',
  'Vitória',
  'Alice',
  'Lorena',
  'Cecília',
  'Lívia',
  'Giovanna',
  'Heloísa',
  'Clara',
];

export const NOMES_MASCULINOS = [
  'Arthur',
  'Bernardo',
  'Caio',
  'Davi',
  'Enzo',
  'Felipe',
  'Gabriel',
  'Gustavo',
  'Heitor',
  'Henrique',
  'Igor',
  'João Pedro',
  'Kauã',
  'Leonardo',
  'Lucas',
  'Matheus',
  'Miguel',
  'Nicolas',
  'Otávio',
  'Pedro',
  'Rafael',
  'Samuel',
  'Thiago',
  'Vinícius',
  'Breno',
  'Cauã',
  'Diego',
  'Emanuel',
  'Luiz Felipe',
  'Murilo',
];

export const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Correia',
  'Cavalcanti',
  'Moura',
];

export const RUAS = [
  'Rua das Acácias',
  'Rua Sete de Setembro',
  'Avenida Getúlio Vargas',
  'Rua Santa Rita',
  'Rua do Comércio',
  'Rua Quinze de Novembro',
  'Travessa dos Ipês',
  'Rua Dom Pedro II',
  'Avenida Brasil',
  'Rua São José',
  'Rua das Flores',
  'Rua Marechal Deodoro',
];

export const BAIRROS = [
  'Centro',
  'Vila Nova',
  'Jardim América',
  'Boa Vista',
  'São Cristóvão',
  'Santa Luzia',
  'Bela Vista',
  'Alto da Serra',
];
