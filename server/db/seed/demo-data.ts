/** The demo network: two education bodies with realistic schools, used by every test. */
export const DEMO_PASSWORD = 'Escola@Demo2026';

export const DEMO_EMPRESAS = {
  valeVerde: {
    nome: 'Prefeitura Municipal de Vale Verde',
    tipo: 'municipio' as const,
    cnpj: '18457123000111',
    email: 'educacao@valeverde.mg.gov.br',
    telefone: '(35) 3521-4400',
    endereco: 'Praça da Matriz, 100, Centro',
    cidade: 'Vale Verde',
    estado: 'MG',
    cep: '37500-000',
    responsavel_nome: 'Helena Martins Rocha',
    responsavel_email: 'helena.rocha@valeverde.mg.gov.br',
    responsavel_telefone: '(35) 99812-3344',
  },
  serraAzul: {
    nome: 'Governo do Estado de Serra Azul',
    tipo: 'estado' as const,
    cnpj: '03507415000144',
    email: 'seduc@serraazul.gov.br',
    telefone: '(65) 3613-6300',
    endereco: 'Centro Político Administrativo, Bloco 3',
    cidade: 'Cuiabá',
    estado: 'MT',
    cep: '78049-909',
    responsavel_nome: 'Ricardo Tavares Nunes',
    responsavel_email: 'ricardo.nunes@serraazul.gov.br',
    responsavel_telefone: '(65) 99644-1020',
  },
};

type Escola = {
  nome: string;
  codigo_inep: string;
  endereco: string;
  cidade: string;
  estado: string;
  cep: string;
  telefone: string;
  email: string;
  tipo: 'municipal' | 'estadual';
};

export const DEMO_ESCOLAS: { valeVerde: Escola[]; serraAzul: Escola[] } = {
  valeVerde: [
    {
      nome: 'EMEF Professora Maria das Dores Silva',
      codigo_inep: '31245678',
      endereco: 'Rua das Palmeiras, 120, Centro',
      cidade: 'Vale Verde',
      estado: 'MG',
      cep: '37500-010',
      telefone: '(35) 3521-1100',
      email: 'emef.mariadasdores@valeverde.mg.gov.br',
      tipo: 'municipal',
    },
    {
      nome: 'EMEF Tiradentes',
      codigo_inep: '31245679',
      endereco: 'Rua Tiradentes, 89, Vila Nova',
      cidade: 'Vale Verde',
      estado: 'MG',
      cep: '37500-220',
      telefone: '(35) 3521-2210',
      email: 'emef.tiradentes@valeverde.mg.gov.br',
      tipo: 'municipal',
    },
    {
      nome: 'EMEI Pequeno Príncipe',
      codigo_inep: '31245680',
      endereco: 'Avenida Brasil, 455, Jardim América',
      cidade: 'Vale Verde',
      estado: 'MG',
      cep: '37500-340',
      telefone: '(35) 3521-3380',
      email: 'emei.pequenoprincipe@valeverde.mg.gov.br',
      tipo: 'municipal',
    },
  ],
  serraAzul: [
    {
      nome: 'Escola Estadual Governador Pedro Pedrossian',
      codigo_inep: '51012345',
      endereco: 'Avenida Fernando Corrêa da Costa, 2367, Boa Esperança',
      cidade: 'Cuiabá',
      estado: 'MT',
      cep: '78060-900',
      telefone: '(65) 3615-4100',
      email: 'ee.pedropedrossian@serraazul.gov.br',
      tipo: 'estadual',
    },
    {
      nome: 'Escola Estadual Dom Bosco',
      codigo_inep: '51012346',
      endereco: 'Rua Dom Pedro II, 1520, Centro',
      cidade: 'Rondonópolis',
      estado: 'MT',
      cep: '78700-070',
      telefone: '(66) 3421-2233',
      email: 'ee.dombosco@serraazul.gov.br',
      tipo: 'estadual',
    },
    {
      nome: 'Escola Estadual Professora Alice Nogueira',
      codigo_inep: '51012347',
      endereco: 'Avenida das Itaúbas, 3001, Setor Comercial',
      cidade: 'Sinop',
      estado: 'MT',
      cep: '78550-110',
      telefone: '(66) 3531-8800',
      email: 'ee.alicenogueira@serraazul.gov.br',
      tipo: 'estadual',
    },
  ],
};

export const DEMO_USUARIOS = {
  admin: {
    nome: 'Administrador do Sistema',
    email: 'admin@demo.escola.br',
    tipo_usuario: 'administrador' as const,
    telefone: '(11) 4002-8922',
  },
  empresa: {
    nome: 'Mariana Duarte Campos',
    email: 'empresa@demo.escola.br',
    tipo_usuario: 'empresa' as const,
    telefone: '(35) 3521-4400',
  },
  gestor: {
    nome: 'Ana Paula Ferreira',
    email: 'gestor@demo.escola.br',
    tipo_usuario: 'gestor' as const,
    telefone: '(35) 99901-2233',
  },
  professor: {
    nome: 'Carlos Eduardo Lima',
    email: 'professor@demo.escola.br',
    tipo_usuario: 'professor' as const,
    telefone: '(35) 99745-6677',
  },
  aluno: { nome: 'Lucas Almeida Souza', email: 'aluno@demo.escola.br', tipo_usuario: 'aluno' as const, telefone: null },
  empresa2: {
    nome: 'Roberto Almeida Nunes',
    email: 'empresa2@demo.escola.br',
    tipo_usuario: 'empresa' as const,
    telefone: '(65) 3613-6300',
  },
};

/** The first students of 6º Ano A of the main school; the first is the demo aluno account. */
export const DEMO_ALUNOS_6A = [
  'Lucas Almeida Souza',
  'Beatriz Costa Ribeiro',
  'Gabriel Henrique Santos',
  'Isabela Moreira Dias',
  'João Pedro Carvalho',
  'Larissa Gomes Pereira',
  'Matheus Oliveira Rocha',
  'Sofia Martins Barbosa',
];

type Papel = keyof typeof DEMO_USUARIOS;
interface NotificacaoDemo {
  titulo: string;
  mensagem: string;
  tipo: 'success' | 'warning' | 'info';
  link: string | null;
  horas: number;
  para: Papel[];
}

/** A pending roll call, told to whoever answers for that class. */
const frequenciaPendente = (turma: string, para: Papel[]): NotificacaoDemo => ({
  titulo: 'Frequência pendente',
  mensagem: `A frequência do ${turma} de ontem ainda não foi registrada. Registre a chamada para manter os dados em dia.`,
  tipo: 'warning',
  link: '/frequencia',
  horas: 26,
  para,
});
const novaMatricula = (aluno: string, turma: string, para: Papel[]): NotificacaoDemo => ({
  titulo: 'Nova matrícula realizada',
  mensagem: `${aluno} foi matriculado na turma ${turma}.`,
  tipo: 'success',
  link: '/dashboard',
  horas: 2,
  para,
});

/**
 * The sample notifications, each as the event it stands for, in its own network
 * and for the roles it concerns: an enrolment for the secretaria and the school's
 * gestor, a pending roll call also for the class's professor, the system update for everybody.
 * Serra Azul's are about its own first class and student, known once the classes exist.
 */
export function notificacoesDemo(serraAzul: { aluno: string; turma: string; escola: string }): NotificacaoDemo[] {
  const turmaSA = `${serraAzul.turma} da ${serraAzul.escola}`;
  return [
    novaMatricula(DEMO_ALUNOS_6A[0]!, '6º Ano A', ['empresa', 'gestor']),
    frequenciaPendente('6º Ano A', ['empresa', 'gestor', 'professor']),
    novaMatricula(serraAzul.aluno, turmaSA, ['empresa2']),
    frequenciaPendente(turmaSA, ['empresa2']),
    {
      titulo: 'Sistema atualizado',
      mensagem: 'O sistema foi atualizado com melhorias de desempenho e segurança.',
      tipo: 'info',
      link: null,
      horas: 72,
      para: ['admin', 'empresa', 'gestor', 'professor', 'aluno', 'empresa2'],
    },
  ];
}

/**
 * Each network's own identity: name, contacts, time zone and colours. The
 * platform keeps the neutral 'Gestão Escolar' (landing, login, administradores).
 */
export const DEMO_IDENTIDADES = {
  valeVerde: {
    geral: {
      nomeInstituicao: 'Rede de Ensino de Vale Verde',
      email: 'educacao@valeverde.mg.gov.br',
      telefone: '(35) 3521-4400',
      endereco: 'Praça da Matriz, 100, Centro, Vale Verde - MG',
      timezone: 'America/Sao_Paulo' as const,
      tema: 'light' as const,
    },
    customizacao: {
      logo: { alt: 'Brasão da Rede de Ensino de Vale Verde' },
      cabecalho: {
        tituloPrincipal: 'Rede de Ensino de Vale Verde',
        subtitulo: 'Secretaria Municipal de Educação',
        corTitulo: '#166534',
        corSubtitulo: '#4b5563',
      },
      footer: {
        texto: 'Rede de Ensino de Vale Verde · Secretaria Municipal de Educação',
        corTexto: '#f0fdf4',
        corFundo: '#14532d',
        links: [{ texto: 'Portal da Prefeitura', url: 'https://valeverde.mg.gov.br' }],
      },
    },
  },
  serraAzul: {
    geral: {
      nomeInstituicao: 'Rede Estadual de Serra Azul',
      email: 'seduc@serraazul.gov.br',
      telefone: '(65) 3613-6300',
      endereco: 'Centro Político Administrativo, Bloco 3, Cuiabá - MT',
      timezone: 'America/Cuiaba' as const,
      tema: 'light' as const,
    },
    customizacao: {
      logo: { alt: 'Brasão do Estado de Serra Azul' },
      cabecalho: {
        tituloPrincipal: 'Rede Estadual de Serra Azul',
        subtitulo: 'Secretaria de Estado de Educação',
        corTitulo: '#1e3a8a',
        corSubtitulo: '#4b5563',
      },
      footer: {
        texto: 'Rede Estadual de Serra Azul · Secretaria de Estado de Educação',
        corTexto: '#eff6ff',
        corFundo: '#1e3a8a',
        links: [{ texto: 'Portal da Seduc', url: 'https://serraazul.gov.br' }],
      },
    },
  },
};
