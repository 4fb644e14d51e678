/** The demo network: two education bodies with realistic schools, used by every test. */
export const DEMO_PASSWORD = 'Escola@Demo2026';

export const DEMO_EMPRESAS = {
  valeVerde: {
    nome: 'Prefeitura Municipal de Vale Verde', tipo: 'municipio' as const, cnpj: '18457123000111',
    email: 'educacao@valeverde.mg.gov.br', telefone: '(35) 3521-4400', endereco: 'Praça da Matriz, 100, Centro',
    cidade: 'Vale Verde', estado: 'MG', cep: '37500-000', responsavel_nome: 'Helena Martins Rocha',
    responsavel_email: 'helena.rocha@valeverde.mg.gov.br', responsavel_telefone: '(35) 99812-3344',
  },
  serraAzul: {
    nome: 'Governo do Estado de Serra Azul', tipo: 'estado' as const, cnpj: '03507415000144',
    email: 'seduc@serraazul.gov.br', telefone: '(65) 3613-6300', endereco: 'Centro Político Administrativo, Bloco 3',
    cidade: 'Cuiabá', estado: 'MT', cep: '78049-909', responsavel_nome: 'Ricardo Tavares Nunes',
    responsavel_email: 'ricardo.nunes@serraazul.gov.br', responsavel_telefone: '(65) 99644-1020',
  },
};

type Escola = { nome: string; codigo_inep: string; endereco: string; cidade: string; estado: string; cep: string; telefone: string; email: string; tipo: 'municipal' | 'estadual' };

export const DEMO_ESCOLAS: { valeVerde: Escola[]; serraAzul: Escola[] } = {
  valeVerde: [
    { nome: 'EMEF Professora Maria das Dores Silva', codigo_inep: '31245678', endereco: 'Rua das Palmeiras, 120, Centro', cidade: 'Vale Verde', estado: 'MG', cep: '37500-010', telefone: '(35) 3521-1100', email: 'emef.mariadasdores@valeverde.mg.gov.br', tipo: 'municipal' },
    { nome: 'EMEF Tiradentes', codigo_inep: '31245679', endereco: 'Rua Tiradentes, 89, Vila Nova', cidade: 'Vale Verde', estado: 'MG', cep: '37500-220', telefone: '(35) 3521-2210', email: 'emef.tiradentes@valeverde.mg.gov.br', tipo: 'municipal' },
    { nome: 'EMEI Pequeno Príncipe', codigo_inep: '31245680', endereco: 'Avenida Brasil, 455, Jardim América', cidade: 'Vale Verde', estado: 'MG', cep: '37500-340', telefone: '(35) 3521-3380', email: 'emei.pequenoprincipe@valeverde.mg.gov.br', tipo: 'municipal' },
  ],
  serraAzul: [
    { nome: 'Escola Estadual Governador Pedro Pedrossian', codigo_inep: '51012345', endereco: 'Avenida Fernando Corrêa da Costa, 2367, Boa Esperança', cidade: 'Cuiabá', estado: 'MT', cep: '78060-900', telefone: '(65) 3615-4100', email: 'ee.pedropedrossian@serraazul.gov.br', tipo: 'estadual' },
    { nome: 'Escola Estadual Dom Bosco', codigo_inep: '51012346', endereco: 'Rua Dom Pedro II, 1520, Centro', cidade: 'Rondonópolis', estado: 'MT', cep: '78700-070', telefone: '(66) 3421-2233', email: 'ee.dombosco@serraazul.gov.br', tipo: 'estadual' },
    { nome: 'Escola Estadual Professora Alice Nogueira', codigo_inep: '51012347', endereco: 'Avenida das Itaúbas, 3001, Setor Comercial', cidade: 'Sinop', estado: 'MT', cep: '78550-110', telefone: '(66) 3531-8800', email: 'ee.alicenogueira@serraazul.gov.br', tipo: 'estadual' },
  ],
};

export const DEMO_USUARIOS = {
  admin: { nome: 'Administrador do Sistema', email: 'admin@demo.escola.br', tipo_usuario: 'administrador' as const, telefone: '(11) 4002-8922' },
  empresa: { nome: 'Secretaria Municipal de Educação de Vale Verde', email: 'empresa@demo.escola.br', tipo_usuario: 'empresa' as const, telefone: '(35) 3521-4400' },
  gestor: { nome: 'Ana Paula Ferreira', email: 'gestor@demo.escola.br', tipo_usuario: 'gestor' as const, telefone: '(35) 99901-2233' },
  professor: { nome: 'Carlos Eduardo Lima', email: 'professor@demo.escola.br', tipo_usuario: 'professor' as const, telefone: '(35) 99745-6677' },
  aluno: { nome: 'Lucas Almeida Souza', email: 'aluno@demo.escola.br', tipo_usuario: 'aluno' as const, telefone: null },
  empresa2: { nome: 'Secretaria de Estado de Educação de Serra Azul', email: 'empresa2@demo.escola.br', tipo_usuario: 'empresa' as const, telefone: '(65) 3613-6300' },
};

/** The first students of 6º Ano A of the main school; the first is the demo aluno account. */
export const DEMO_ALUNOS_6A = [
  'Lucas Almeida Souza', 'Beatriz Costa Ribeiro', 'Gabriel Henrique Santos', 'Isabela Moreira Dias',
  'João Pedro Carvalho', 'Larissa Gomes Pereira', 'Matheus Oliveira Rocha', 'Sofia Martins Barbosa',
];

/** The three sample notifications of spec 1 §3, with their ages in hours. */
export const DEMO_NOTIFICACOES = [
  { titulo: 'Nova matrícula realizada', mensagem: 'Lucas Almeida Souza foi matriculado na turma 6º Ano A.', tipo: 'success' as const, link: '/dashboard', horas: 2 },
  { titulo: 'Frequência pendente', mensagem: 'A frequência do 6º Ano A de ontem ainda não foi registrada. Registre a chamada para manter os dados em dia.', tipo: 'warning' as const, link: '/frequencia', horas: 26 },
  { titulo: 'Sistema atualizado', mensagem: 'O sistema foi atualizado com melhorias de desempenho e segurança.', tipo: 'info' as const, link: null, horas: 72 },
];
