import { randomUUID } from 'node:crypto';
import { eq, inArray, isNull, and } from 'drizzle-orm';
import { anosCobertos, componenteDaDisciplina, normalizarAnoSerie } from '../../../domain/bncc';
import type { Tx } from '../client';
import { atribuicoes, bnccHabilidades, disciplinas, objetosConhecimento, objetosConhecimentoHabilidades, turmas } from '../schema';

/**
 * The BNCC part of the demo network: the few official skills the demo's knowledge objects use
 * (codes and texts exactly as in the official catalogue; administradores import the rest) and
 * knowledge objects for every class and subject that has a teaching assignment.
 */
const HABILIDADES = [
  { codigo: 'EF06MA01', componente_curricular: 'Matemática', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Comparar, ordenar, ler e escrever números naturais e números racionais cuja representação decimal é finita, fazendo uso da reta numérica.' },
  { codigo: 'EF06MA02', componente_curricular: 'Matemática', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Reconhecer o sistema de numeração decimal, como o que prevaleceu no mundo ocidental, e destacar semelhanças e diferenças com outros sistemas, de modo a sistematizar suas principais características (base, valor posicional e função do zero), utilizando, inclusive, a composição e decomposição de números naturais e números racionais em sua representação decimal.' },
  { codigo: 'EF06MA03', componente_curricular: 'Matemática', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Resolver e elaborar problemas que envolvam cálculos (mentais ou escritos, exatos ou aproximados) com números naturais, por meio de estratégias variadas, com compreensão dos processos neles envolvidos com e sem uso de calculadora.' },
  { codigo: 'EF06MA07', componente_curricular: 'Matemática', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Compreender, comparar e ordenar frações associadas às ideias de partes de inteiros e resultado de divisão, identificando frações equivalentes.' },
  { codigo: 'EF06MA08', componente_curricular: 'Matemática', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Reconhecer que os números racionais positivos podem ser expressos nas formas fracionária e decimal, estabelecer relações entre essas representações, passando de uma representação para outra, e relacioná-los a pontos na reta numérica.' },
  { codigo: 'EF06MA10', componente_curricular: 'Matemática', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Resolver e elaborar problemas que envolvam adição ou subtração com números racionais positivos na representação fracionária.' },
  { codigo: 'EF06MA18', componente_curricular: 'Matemática', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Reconhecer, nomear e comparar polígonos, considerando lados, vértices e ângulos, e classificá-los em regulares e não regulares, tanto em suas representações no plano como em faces de poliedros.' },
  { codigo: 'EF07MA01', componente_curricular: 'Matemática', ano_serie: '7º Ano', etapa: 'EF', descricao: 'Resolver e elaborar problemas com números naturais, envolvendo as noções de divisor e de múltiplo, podendo incluir máximo divisor comum ou mínimo múltiplo comum, por meio de estratégias diversas, sem a aplicação de algoritmos.' },
  { codigo: 'EF07MA04', componente_curricular: 'Matemática', ano_serie: '7º Ano', etapa: 'EF', descricao: 'Resolver e elaborar problemas que envolvam operações com números inteiros.' },
  { codigo: 'EF07MA13', componente_curricular: 'Matemática', ano_serie: '7º Ano', etapa: 'EF', descricao: 'Compreender a ideia de variável, representada por letra ou símbolo, para expressar relação entre duas grandezas, diferenciando-a da ideia de incógnita.' },
  { codigo: 'EF07MA18', componente_curricular: 'Matemática', ano_serie: '7º Ano', etapa: 'EF', descricao: 'Resolver e elaborar problemas que possam ser representados por equações polinomiais de 1º grau, redutíveis à forma ax + b = c, fazendo uso das propriedades da igualdade.' },
  { codigo: 'EF06LP01', componente_curricular: 'Língua Portuguesa', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Reconhecer a impossibilidade de uma neutralidade absoluta no relato de fatos e identificar diferentes graus de parcialidade/imparcialidade dados pelo recorte feito e pelos efeitos de sentido advindos de escolhas feitas pelo autor, de forma a poder desenvolver uma atitude crítica frente aos textos jornalísticos e tornar-se consciente das escolhas feitas enquanto produtor de textos.' },
  { codigo: 'EF06LP04', componente_curricular: 'Língua Portuguesa', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Analisar a função e as flexões de substantivos e adjetivos e de verbos nos modos Indicativo, Subjuntivo e Imperativo: afirmativo e negativo.' },
  { codigo: 'EF67LP01', componente_curricular: 'Língua Portuguesa', ano_serie: '6º e 7º Ano', etapa: 'EF', descricao: 'Analisar a estrutura e funcionamento dos hiperlinks em textos noticiosos publicados na Web e vislumbrar possibilidades de uma escrita hipertextual.' },
  { codigo: 'EF67LP28', componente_curricular: 'Língua Portuguesa', ano_serie: '6º e 7º Ano', etapa: 'EF', descricao: 'Ler, de forma autônoma, e compreender – selecionando procedimentos e estratégias de leitura adequados a diferentes objetivos e levando em conta características dos gêneros e suportes –, romances infantojuvenis, contos populares, contos de terror, lendas brasileiras, indígenas e africanas, narrativas de aventuras, narrativas de enigma, mitos, crônicas, autobiografias, histórias em quadrinhos, mangás, poemas de forma livre e fixa (como sonetos e cordéis), vídeo-poemas, poemas visuais, dentre outros, expressando avaliação sobre o texto lido e estabelecendo preferências por gêneros, temas, autores.' },
  { codigo: 'EF69LP44', componente_curricular: 'Língua Portuguesa', ano_serie: '6º ao 9º Ano', etapa: 'EF', descricao: 'Inferir a presença de valores sociais, culturais e humanos e de diferentes visões de mundo, em textos literários, reconhecendo nesses textos formas de estabelecer múltiplos olhares sobre as identidades, sociedades e culturas e considerando a autoria e o contexto social e histórico de sua produção.' },
  { codigo: 'EF69LP51', componente_curricular: 'Língua Portuguesa', ano_serie: '6º ao 9º Ano', etapa: 'EF', descricao: 'Engajar-se ativamente nos processos de planejamento, textualização, revisão/edição e reescrita, tendo em vista as restrições temáticas, composicionais e estilísticas dos textos pretendidos e as configurações da situação de produção – o leitor pretendido, o suporte, o contexto de circulação do texto, as finalidades etc. – e considerando a imaginação, a estesia e a verossimilhança próprias ao texto literário.' },
  { codigo: 'EF07LP01', componente_curricular: 'Língua Portuguesa', ano_serie: '7º Ano', etapa: 'EF', descricao: 'Distinguir diferentes propostas editoriais – sensacionalismo, jornalismo investigativo etc. –, de forma a identificar os recursos utilizados para impactar/chocar o leitor que podem comprometer uma análise crítica da notícia e do fato noticiado.' },
  { codigo: 'EF07LP10', componente_curricular: 'Língua Portuguesa', ano_serie: '7º Ano', etapa: 'EF', descricao: 'Utilizar, ao produzir texto, conhecimentos linguísticos e gramaticais: modos e tempos verbais, concordância nominal e verbal, pontuação etc.' },
  { codigo: 'EF06CI01', componente_curricular: 'Ciências', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Classificar como homogênea ou heterogênea a mistura de dois ou mais materiais (água e sal, água e óleo, água e areia etc.).' },
  { codigo: 'EF06CI05', componente_curricular: 'Ciências', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Explicar a organização básica das células e seu papel como unidade estrutural e funcional dos seres vivos.' },
  { codigo: 'EF06CI11', componente_curricular: 'Ciências', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Identificar as diferentes camadas que estruturam o planeta Terra (da estrutura interna à atmosfera) e suas principais características.' },
  { codigo: 'EF07CI01', componente_curricular: 'Ciências', ano_serie: '7º Ano', etapa: 'EF', descricao: 'Discutir a aplicação, ao longo da história, das máquinas simples e propor soluções e invenções para a realização de tarefas mecânicas cotidianas.' },
  { codigo: 'EF06HI01', componente_curricular: 'História', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Identificar diferentes formas de compreensão da noção de tempo e de periodização dos processos históricos (continuidades e rupturas).' },
  { codigo: 'EF06HI02', componente_curricular: 'História', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Identificar a gênese da produção do saber histórico e analisar o significado das fontes que originaram determinadas formas de registro em sociedades e épocas distintas.' },
  { codigo: 'EF07HI01', componente_curricular: 'História', ano_serie: '7º Ano', etapa: 'EF', descricao: 'Explicar o significado de “modernidade” e suas lógicas de inclusão e exclusão, com base em uma concepção europeia.' },
  { codigo: 'EF06GE01', componente_curricular: 'Geografia', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Comparar modificações das paisagens nos lugares de vivência e os usos desses lugares em diferentes tempos.' },
  { codigo: 'EF06GE03', componente_curricular: 'Geografia', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Descrever os movimentos do planeta e sua relação com a circulação geral da atmosfera, o tempo atmosférico e os padrões climáticos.' },
  { codigo: 'EF07GE01', componente_curricular: 'Geografia', ano_serie: '7º Ano', etapa: 'EF', descricao: 'Avaliar, por meio de exemplos extraídos dos meios de comunicação, ideias e estereótipos acerca das paisagens e da formação territorial do Brasil.' },
  { codigo: 'EF69AR01', componente_curricular: 'Arte', ano_serie: '6º ao 9º Ano', etapa: 'EF', descricao: 'Pesquisar, apreciar e analisar formas distintas das artes visuais tradicionais e contemporâneas, em obras de artistas brasileiros e estrangeiros de diferentes épocas e em diferentes matrizes estéticas e culturais, de modo a ampliar a experiência com diferentes contextos e práticas artístico-visuais e cultivar a percepção, o imaginário, a capacidade de simbolizar e o repertório imagético.' },
  { codigo: 'EF67EF01', componente_curricular: 'Educação Física', ano_serie: '6º e 7º Ano', etapa: 'EF', descricao: 'Experimentar e fruir, na escola e fora dela, jogos eletrônicos diversos, valorizando e respeitando os sentidos e significados atribuídos a eles por diferentes grupos sociais e etários.' },
  { codigo: 'EF06LI01', componente_curricular: 'Língua Inglesa', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Interagir em situações de intercâmbio oral, demonstrando iniciativa para utilizar a língua inglesa.' },
  { codigo: 'EF06ER01', componente_curricular: 'Ensino Religioso', ano_serie: '6º Ano', etapa: 'EF', descricao: 'Reconhecer o papel da tradição escrita na preservação de memórias, acontecimentos e ensinamentos religiosos.' },
] as const;

const COMPETENCIAS = {
  conhecimento: 'Competência geral 1 – Conhecimento',
  pensamento: 'Competência geral 2 – Pensamento científico, crítico e criativo',
  repertorio: 'Competência geral 3 – Repertório cultural',
  comunicacao: 'Competência geral 4 – Comunicação',
  digital: 'Competência geral 5 – Cultura digital',
  argumentacao: 'Competência geral 7 – Argumentação',
  cidadania: 'Competência geral 10 – Responsabilidade e cidadania',
};

interface Modelo { titulo: string; descricao: string; bimestre: 1 | 2 | 3 | 4; habilidades: string[]; competencias: string[] }

/** Objects by component; a class gets those whose skills apply to its year. */
const MODELOS: Record<string, Modelo[]> = {
  'Matemática': [
    { titulo: 'Números naturais e sistema de numeração decimal', descricao: 'Leitura, escrita, comparação e ordenação de números naturais e decimais na reta numérica; o sistema decimal comparado a outros sistemas.', bimestre: 1, habilidades: ['EF06MA01', 'EF06MA02'], competencias: [COMPETENCIAS.conhecimento, COMPETENCIAS.pensamento] },
    { titulo: 'Operações e problemas com números naturais', descricao: 'Cálculo mental e escrito, exato e aproximado, na resolução e elaboração de problemas.', bimestre: 1, habilidades: ['EF06MA03'], competencias: [COMPETENCIAS.pensamento] },
    { titulo: 'Frações: significados, comparação e equivalência', descricao: 'Frações como parte do inteiro e como divisão; frações equivalentes; representação fracionária e decimal.', bimestre: 2, habilidades: ['EF06MA07', 'EF06MA08'], competencias: [COMPETENCIAS.conhecimento, COMPETENCIAS.comunicacao] },
    { titulo: 'Adição e subtração de frações', descricao: 'Problemas com adição e subtração de números racionais positivos na forma fracionária.', bimestre: 3, habilidades: ['EF06MA10'], competencias: [COMPETENCIAS.pensamento] },
    { titulo: 'Polígonos: elementos e classificação', descricao: 'Lados, vértices e ângulos; polígonos regulares e não regulares no plano e nas faces de poliedros.', bimestre: 4, habilidades: ['EF06MA18'], competencias: [COMPETENCIAS.conhecimento] },
    { titulo: 'Múltiplos e divisores', descricao: 'Problemas com divisores e múltiplos, máximo divisor comum e mínimo múltiplo comum.', bimestre: 1, habilidades: ['EF07MA01'], competencias: [COMPETENCIAS.pensamento] },
    { titulo: 'Números inteiros', descricao: 'Operações com números inteiros em situações do cotidiano: saldos, temperaturas, altitudes.', bimestre: 2, habilidades: ['EF07MA04'], competencias: [COMPETENCIAS.conhecimento] },
    { titulo: 'Linguagem algébrica: variável e incógnita', descricao: 'A letra como variável que relaciona grandezas e como incógnita de uma equação.', bimestre: 3, habilidades: ['EF07MA13'], competencias: [COMPETENCIAS.pensamento, COMPETENCIAS.comunicacao] },
    { titulo: 'Equações polinomiais do 1º grau', descricao: 'Problemas representados por equações da forma ax + b = c, usando as propriedades da igualdade.', bimestre: 4, habilidades: ['EF07MA18'], competencias: [COMPETENCIAS.pensamento] },
  ],
  'Língua Portuguesa': [
    { titulo: 'Notícia e reportagem na web', descricao: 'Fato e opinião no relato jornalístico; hiperlinks e escrita hipertextual em textos noticiosos.', bimestre: 1, habilidades: ['EF06LP01', 'EF67LP01'], competencias: [COMPETENCIAS.comunicacao, COMPETENCIAS.digital] },
    { titulo: 'Propostas editoriais e recursos de persuasão', descricao: 'Sensacionalismo e jornalismo investigativo: como cada proposta editorial busca impactar o leitor.', bimestre: 1, habilidades: ['EF07LP01', 'EF67LP01'], competencias: [COMPETENCIAS.argumentacao, COMPETENCIAS.digital] },
    { titulo: 'Leitura de textos literários', descricao: 'Leitura autônoma de narrativas e poemas; valores sociais e visões de mundo nos textos literários.', bimestre: 2, habilidades: ['EF67LP28', 'EF69LP44'], competencias: [COMPETENCIAS.repertorio] },
    { titulo: 'Classes de palavras e flexões verbais', descricao: 'Substantivos, adjetivos e verbos nos modos indicativo, subjuntivo e imperativo.', bimestre: 3, habilidades: ['EF06LP04'], competencias: [COMPETENCIAS.conhecimento] },
    { titulo: 'Conhecimentos linguísticos na produção de textos', descricao: 'Modos e tempos verbais, concordância e pontuação a serviço do texto.', bimestre: 3, habilidades: ['EF07LP10'], competencias: [COMPETENCIAS.comunicacao] },
    { titulo: 'Produção de texto: planejamento, revisão e reescrita', descricao: 'Etapas da produção escrita considerando o gênero, o leitor e o suporte.', bimestre: 4, habilidades: ['EF69LP51'], competencias: [COMPETENCIAS.comunicacao, COMPETENCIAS.argumentacao] },
  ],
  'Ciências': [
    { titulo: 'Misturas homogêneas e heterogêneas', descricao: 'Classificação de misturas do cotidiano e observação em atividades práticas.', bimestre: 1, habilidades: ['EF06CI01'], competencias: [COMPETENCIAS.pensamento] },
    { titulo: 'A célula como unidade da vida', descricao: 'Organização básica das células e seu papel nos seres vivos.', bimestre: 2, habilidades: ['EF06CI05'], competencias: [COMPETENCIAS.conhecimento] },
    { titulo: 'As camadas da Terra', descricao: 'Da estrutura interna à atmosfera: características de cada camada do planeta.', bimestre: 3, habilidades: ['EF06CI11'], competencias: [COMPETENCIAS.conhecimento] },
    { titulo: 'Máquinas simples', descricao: 'Alavancas, roldanas e planos inclinados na história e em soluções para tarefas do dia a dia.', bimestre: 1, habilidades: ['EF07CI01'], competencias: [COMPETENCIAS.pensamento] },
  ],
  'História': [
    { titulo: 'Tempo histórico e periodização', descricao: 'Formas de compreender o tempo; continuidades e rupturas nos processos históricos.', bimestre: 1, habilidades: ['EF06HI01'], competencias: [COMPETENCIAS.conhecimento] },
    { titulo: 'Fontes e produção do saber histórico', descricao: 'O significado das fontes e dos registros nas sociedades e épocas.', bimestre: 2, habilidades: ['EF06HI02'], competencias: [COMPETENCIAS.pensamento] },
    { titulo: 'A ideia de modernidade', descricao: 'Modernidade e suas lógicas de inclusão e exclusão a partir de uma concepção europeia.', bimestre: 1, habilidades: ['EF07HI01'], competencias: [COMPETENCIAS.argumentacao] },
  ],
  'Geografia': [
    { titulo: 'Paisagens e lugares de vivência', descricao: 'Mudanças nas paisagens e nos usos dos lugares ao longo do tempo.', bimestre: 1, habilidades: ['EF06GE01'], competencias: [COMPETENCIAS.conhecimento] },
    { titulo: 'Movimentos da Terra e clima', descricao: 'Rotação, translação, circulação da atmosfera e padrões climáticos.', bimestre: 2, habilidades: ['EF06GE03'], competencias: [COMPETENCIAS.pensamento] },
    { titulo: 'Paisagens e formação territorial do Brasil', descricao: 'Ideias e estereótipos sobre as paisagens brasileiras nos meios de comunicação.', bimestre: 1, habilidades: ['EF07GE01'], competencias: [COMPETENCIAS.argumentacao] },
  ],
  'Arte': [{ titulo: 'Artes visuais: tradição e contemporaneidade', descricao: 'Obras de artistas brasileiros e estrangeiros de diferentes épocas.', bimestre: 1, habilidades: ['EF69AR01'], competencias: [COMPETENCIAS.repertorio] }],
  'Educação Física': [{ titulo: 'Jogos eletrônicos', descricao: 'Experimentar jogos eletrônicos e discutir os sentidos atribuídos a eles.', bimestre: 1, habilidades: ['EF67EF01'], competencias: [COMPETENCIAS.digital] }],
  'Língua Inglesa': [{ titulo: 'Interação oral em língua inglesa', descricao: 'Situações de intercâmbio oral em sala de aula.', bimestre: 1, habilidades: ['EF06LI01'], competencias: [COMPETENCIAS.comunicacao] }],
  'Ensino Religioso': [{ titulo: 'Tradição escrita e memória', descricao: 'O papel dos textos escritos na preservação de ensinamentos religiosos.', bimestre: 1, habilidades: ['EF06ER01'], competencias: [COMPETENCIAS.cidadania] }],
};

/** Earlier bimestres are done, the second is under way, the later ones are still to come. */
const STATUS_DO_BIMESTRE = { 1: 'concluido', 2: 'em_andamento', 3: 'pendente', 4: 'pendente' } as const;
const PERIODO = { 1: ['02-05', '04-17'], 2: ['04-24', '07-03'], 3: ['07-28', '09-30'], 4: ['10-06', '12-12'] } as const;

export async function seedDemoBncc(tx: Tx): Promise<void> {
  await tx.insert(bnccHabilidades).values(HABILIDADES.map((h) => ({ ...h, empresa_id: null, anos: anosCobertos(h.ano_serie) }))).onConflictDoNothing();
  const oficiais = await tx
    .select({ id: bnccHabilidades.id, codigo: bnccHabilidades.codigo, anos: bnccHabilidades.anos })
    .from(bnccHabilidades)
    .where(and(isNull(bnccHabilidades.empresa_id), inArray(bnccHabilidades.codigo, HABILIDADES.map((h) => h.codigo))));
  const porCodigo = new Map(oficiais.map((h) => [h.codigo, h]));

  // Whatever classes and subjects the demo has: every taught pair, once.
  const pares = await tx
    .selectDistinct({
      turma_id: turmas.id, escola_id: turmas.escola_id, empresa_id: turmas.empresa_id, serie: turmas.serie, ano_letivo: turmas.ano_letivo,
      disciplina_id: disciplinas.id, disciplina: disciplinas.disciplina, professor_id: atribuicoes.professor_id,
    })
    .from(atribuicoes)
    .innerJoin(turmas, eq(turmas.id, atribuicoes.turma_id))
    .innerJoin(disciplinas, eq(disciplinas.id, atribuicoes.disciplina_id));
  const vistos = new Set<string>();

  const objetos: (typeof objetosConhecimento.$inferInsert)[] = [];
  const vinculos: (typeof objetosConhecimentoHabilidades.$inferInsert)[] = [];
  for (const par of pares) {
    if (vistos.has(`${par.turma_id}:${par.disciplina_id}`)) continue;
    vistos.add(`${par.turma_id}:${par.disciplina_id}`);
    const modelos = MODELOS[componenteDaDisciplina(par.disciplina) ?? ''] ?? [];
    const serie = normalizarAnoSerie(par.serie) ?? par.serie;
    let n = 0;
    for (const modelo of modelos) {
      const habilidades = modelo.habilidades.map((c) => porCodigo.get(c));
      if (!habilidades.every((h) => h?.anos.includes(serie))) continue;
      const id = randomUUID();
      const [inicio, fim] = PERIODO[modelo.bimestre];
      objetos.push({
        id, empresa_id: par.empresa_id, escola_id: par.escola_id, turma_id: par.turma_id, disciplina_id: par.disciplina_id,
        codigo: `OC-${String(++n).padStart(2, '0')}`, titulo: modelo.titulo, descricao: modelo.descricao, bimestre: modelo.bimestre,
        competencias: modelo.competencias, status: STATUS_DO_BIMESTRE[modelo.bimestre],
        data_inicio: `${par.ano_letivo}-${inicio}`, data_fim: `${par.ano_letivo}-${fim}`, criado_por: par.professor_id,
      });
      habilidades.forEach((h, ordem) => vinculos.push({ objeto_id: id, habilidade_id: h!.id, ordem }));
    }
  }
  if (objetos.length) await tx.insert(objetosConhecimento).values(objetos);
  if (vinculos.length) await tx.insert(objetosConhecimentoHabilidades).values(vinculos);
}
