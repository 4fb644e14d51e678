import { randomUUID } from 'node:crypto';
import { eq, inArray, isNull, and } from 'drizzle-orm';
import { componenteDaDisciplina, normalizarAnoSerie } from '../../../domain/bncc';
import type { Tx } from '../client';
import {
  atribuicoes,
  bnccHabilidades,
  disciplinas,
  objetosConhecimento,
  objetosConhecimentoHabilidades,
  turmas,
} from '../schema';

/**
 * The BNCC part of the demo network: knowledge objects for every class and subject that has a
 * teaching assignment, linked to skills of the official catalogue (loaded before the demo, from
 * the copy the product ships: server/services/bncc-catalogo.ts). The demo has no skills of its own.
 */
const COMPETENCIAS = {
  conhecimento: 'Competência geral 1 – Conhecimento',
  pensamento: 'Competência geral 2 – Pensamento científico, crítico e criativo',
  repertorio: 'Competência geral 3 – Repertório cultural',
  comunicacao: 'Competência geral 4 – Comunicação',
  digital: 'Competência geral 5 – Cultura digital',
  argumentacao: 'Competência geral 7 – Argumentação',
  cidadania: 'Competência geral 10 – Responsabilidade e cidadania',
};

interface Modelo {
  titulo: string;
  descricao: string;
  bimestre: 1 | 2 | 3 | 4;
  habilidades: string[];
  competencias: string[];
}

/** Objects by component; a class gets those whose skills apply to its year. */
const MODELOS: Record<string, Modelo[]> = {
  Matemática: [
    {
      titulo: 'Números naturais e sistema de numeração decimal',
      descricao:
        'Leitura, escrita, comparação e ordenação de números naturais e decimais na reta numérica; o sistema decimal comparado a outros sistemas.',
      bimestre: 1,
      habilidades: ['EF06MA01', 'EF06MA02'],
      competencias: [COMPETENCIAS.conhecimento, COMPETENCIAS.pensamento],
    },
    {
      titulo: 'Operações e problemas com números naturais',
      descricao: 'Cálculo mental e escrito, exato e aproximado, na resolução e elaboração de problemas.',
      bimestre: 1,
      habilidades: ['EF06MA03'],
      competencias: [COMPETENCIAS.pensamento],
    },
    {
      titulo: 'Frações: significados, comparação e equivalência',
      descricao: 'Frações como parte do inteiro e como divisão; frações equivalentes; representação fracionária e decimal.',
      bimestre: 2,
      habilidades: ['EF06MA07', 'EF06MA08'],
      competencias: [COMPETENCIAS.conhecimento, COMPETENCIAS.comunicacao],
    },
    {
      titulo: 'Adição e subtração de frações',
      descricao: 'Problemas com adição e subtração de números racionais positivos na forma fracionária.',
      bimestre: 3,
      habilidades: ['EF06MA10'],
      competencias: [COMPETENCIAS.pensamento],
    },
    {
      titulo: 'Polígonos: elementos e classificação',
      descricao: 'Lados, vértices e ângulos; polígonos regulares e não regulares no plano e nas faces de poliedros.',
      bimestre: 4,
      habilidades: ['EF06MA18'],
      competencias: [COMPETENCIAS.conhecimento],
    },
    {
      titulo: 'Múltiplos e divisores',
      descricao: 'Problemas com divisores e múltiplos, máximo divisor comum e mínimo múltiplo comum.',
      bimestre: 1,
      habilidades: ['EF07MA01'],
      competencias: [COMPETENCIAS.pensamento],
    },
    {
      titulo: 'Números inteiros',
      descricao: 'Operações com números inteiros em situações do cotidiano: saldos, temperaturas, altitudes.',
      bimestre: 2,
      habilidades: ['EF07MA04'],
      competencias: [COMPETENCIAS.conhecimento],
    },
    {
      titulo: 'Linguagem algébrica: variável e incógnita',
      descricao: 'A letra como variável que relaciona grandezas e como incógnita de uma equação.',
      bimestre: 3,
      habilidades: ['EF07MA13'],
      competencias: [COMPETENCIAS.pensamento, COMPETENCIAS.comunicacao],
    },
    {
      titulo: 'Equações polinomiais do 1º grau',
      descricao: 'Problemas representados por equações da forma ax + b = c, usando as propriedades da igualdade.',
      bimestre: 4,
      habilidades: ['EF07MA18'],
      competencias: [COMPETENCIAS.pensamento],
    },
  ],
  'Língua Portuguesa': [
    {
      titulo: 'Notícia e reportagem na web',
      descricao: 'Fato e opinião no relato jornalístico; hiperlinks e escrita hipertextual em textos noticiosos.',
      bimestre: 1,
      habilidades: ['EF06LP01', 'EF67LP01'],
      competencias: [COMPETENCIAS.comunicacao, COMPETENCIAS.digital],
    },
    {
      titulo: 'Propostas editoriais e recursos de persuasão',
      descricao: 'Sensacionalismo e jornalismo investigativo: como cada proposta editorial busca impactar o leitor.',
      bimestre: 1,
      habilidades: ['EF07LP01', 'EF67LP01'],
      competencias: [COMPETENCIAS.argumentacao, COMPETENCIAS.digital],
    },
    {
      titulo: 'Leitura de textos literários',
      descricao: 'Leitura autônoma de narrativas e poemas; valores sociais e visões de mundo nos textos literários.',
      bimestre: 2,
      habilidades: ['EF67LP28', 'EF69LP44'],
      competencias: [COMPETENCIAS.repertorio],
    },
    {
      titulo: 'Classes de palavras e flexões verbais',
      descricao: 'Substantivos, adjetivos e verbos nos modos indicativo, subjuntivo e imperativo.',
      bimestre: 3,
      habilidades: ['EF06LP04'],
      competencias: [COMPETENCIAS.conhecimento],
    },
    {
      titulo: 'Conhecimentos linguísticos na produção de textos',
      descricao: 'Modos e tempos verbais, concordância e pontuação a serviço do texto.',
      bimestre: 3,
      habilidades: ['EF07LP10'],
      competencias: [COMPETENCIAS.comunicacao],
    },
    {
      titulo: 'Produção de texto: planejamento, revisão e reescrita',
      descricao: 'Etapas da produção escrita considerando o gênero, o leitor e o suporte.',
      bimestre: 4,
      habilidades: ['EF69LP51'],
      competencias: [COMPETENCIAS.comunicacao, COMPETENCIAS.argumentacao],
    },
  ],
  Ciências: [
    {
      titulo: 'Misturas homogêneas e heterogêneas',
      descricao: 'Classificação de misturas do cotidiano e observação em atividades práticas.',
      bimestre: 1,
      habilidades: ['EF06CI01'],
      competencias: [COMPETENCIAS.pensamento],
    },
    {
      titulo: 'A célula como unidade da vida',
      descricao: 'Organização básica das células e seu papel nos seres vivos.',
      bimestre: 2,
      habilidades: ['EF06CI05'],
      competencias: [COMPETENCIAS.conhecimento],
    },
    {
      titulo: 'As camadas da Terra',
      descricao: 'Da estrutura interna à atmosfera: características de cada camada do planeta.',
      bimestre: 3,
      habilidades: ['EF06CI11'],
      competencias: [COMPETENCIAS.conhecimento],
    },
    {
      titulo: 'Máquinas simples',
      descricao: 'Alavancas, roldanas e planos inclinados na história e em soluções para tarefas do dia a dia.',
      bimestre: 1,
      habilidades: ['EF07CI01'],
      competencias: [COMPETENCIAS.pensamento],
    },
  ],
  História: [
    {
      titulo: 'Tempo histórico e periodização',
      descricao: 'Formas de compreender o tempo; continuidades e rupturas nos processos históricos.',
      bimestre: 1,
      habilidades: ['EF06HI01'],
      competencias: [COMPETENCIAS.conhecimento],
    },
    {
      titulo: 'Fontes e produção do saber histórico',
      descricao: 'O significado das fontes e dos registros nas sociedades e épocas.',
      bimestre: 2,
      habilidades: ['EF06HI02'],
      competencias: [COMPETENCIAS.pensamento],
    },
    {
      titulo: 'A ideia de modernidade',
      descricao: 'Modernidade e suas lógicas de inclusão e exclusão a partir de uma concepção europeia.',
      bimestre: 1,
      habilidades: ['EF07HI01'],
      competencias: [COMPETENCIAS.argumentacao],
    },
  ],
  Geografia: [
    {
      titulo: 'Paisagens e lugares de vivência',
      descricao: 'Mudanças nas paisagens e nos usos dos lugares ao longo do tempo.',
      bimestre: 1,
      habilidades: ['EF06GE01'],
      competencias: [COMPETENCIAS.conhecimento],
    },
    {
      titulo: 'Movimentos da Terra e clima',
      descricao: 'Rotação, translação, circulação da atmosfera e padrões climáticos.',
      bimestre: 2,
      habilidades: ['EF06GE03'],
      competencias: [COMPETENCIAS.pensamento],
    },
    {
      titulo: 'Paisagens e formação territorial do Brasil',
      descricao: 'Ideias e estereótipos sobre as paisagens brasileiras nos meios de comunicação.',
      bimestre: 1,
      habilidades: ['EF07GE01'],
      competencias: [COMPETENCIAS.argumentacao],
    },
  ],
  Arte: [
    {
      titulo: 'Artes visuais: tradição e contemporaneidade',
      descricao: 'Obras de artistas brasileiros e estrangeiros de diferentes épocas.',
      bimestre: 1,
      habilidades: ['EF69AR01'],
      competencias: [COMPETENCIAS.repertorio],
    },
  ],
  'Educação Física': [
    {
      titulo: 'Jogos eletrônicos',
      descricao: 'Experimentar jogos eletrônicos e discutir os sentidos atribuídos a eles.',
      bimestre: 1,
      habilidades: ['EF67EF01'],
      competencias: [COMPETENCIAS.digital],
    },
  ],
  'Língua Inglesa': [
    {
      titulo: 'Interação oral em língua inglesa',
      descricao: 'Situações de intercâmbio oral em sala de aula.',
      bimestre: 1,
      habilidades: ['EF06LI01'],
      competencias: [COMPETENCIAS.comunicacao],
    },
  ],
  'Ensino Religioso': [
    {
      titulo: 'Tradição escrita e memória',
      descricao: 'O papel dos textos escritos na preservação de ensinamentos religiosos.',
      bimestre: 1,
      habilidades: ['EF06ER01'],
      competencias: [COMPETENCIAS.cidadania],
    },
  ],
};

/** Earlier bimestres are done, the second is under way, the later ones are still to come. */
const STATUS_DO_BIMESTRE = { 1: 'concluido', 2: 'em_andamento', 3: 'pendente', 4: 'pendente' } as const;
const PERIODO = { 1: ['02-05', '04-17'], 2: ['04-24', '07-03'], 3: ['07-28', '09-30'], 4: ['10-06', '12-12'] } as const;

export async function seedDemoBncc(tx: Tx): Promise<void> {
  const codigos = [...new Set(Object.values(MODELOS).flatMap((ms) => ms.flatMap((m) => m.habilidades)))];
  const oficiais = await tx
    .select({ id: bnccHabilidades.id, codigo: bnccHabilidades.codigo, anos: bnccHabilidades.anos })
    .from(bnccHabilidades)
    .where(and(isNull(bnccHabilidades.empresa_id), inArray(bnccHabilidades.codigo, codigos)));
  const porCodigo = new Map(oficiais.map((h) => [h.codigo, h]));

  // Whatever classes and subjects the demo has: every taught pair, once.
  const pares = await tx
    .selectDistinct({
      turma_id: turmas.id,
      escola_id: turmas.escola_id,
      empresa_id: turmas.empresa_id,
      serie: turmas.serie,
      ano_letivo: turmas.ano_letivo,
      disciplina_id: disciplinas.id,
      disciplina: disciplinas.disciplina,
      professor_id: atribuicoes.professor_id,
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
        id,
        empresa_id: par.empresa_id,
        escola_id: par.escola_id,
        turma_id: par.turma_id,
        disciplina_id: par.disciplina_id,
        codigo: `OC-${String(++n).padStart(2, '0')}`,
        titulo: modelo.titulo,
        descricao: modelo.descricao,
        bimestre: modelo.bimestre,
        competencias: modelo.competencias,
        status: STATUS_DO_BIMESTRE[modelo.bimestre],
        data_inicio: `${par.ano_letivo}-${inicio}`,
        data_fim: `${par.ano_letivo}-${fim}`,
        criado_por: par.professor_id,
      });
      habilidades.forEach((h, ordem) => vinculos.push({ objeto_id: id, habilidade_id: h!.id, ordem }));
    }
  }
  if (objetos.length) await tx.insert(objetosConhecimento).values(objetos);
  if (vinculos.length) await tx.insert(objetosConhecimentoHabilidades).values(vinculos);
}
