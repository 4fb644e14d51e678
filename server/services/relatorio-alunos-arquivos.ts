import { formatarPercentual } from '../../domain/avaliacao/frequencia';
import { formatarMedia } from '../../domain/avaliacao/notas';
import { type CorDoRelatorio, type LimiaresDoRelatorio, corDaFrequencia, corDaMedia } from '../../domain/relatorio-alunos/cores';
import { type ResumoDoRelatorio, STATUS_RELATORIO_ALUNOS_LABEL, statusAprovado } from '../../domain/relatorio-alunos/status';
import type { LinhaRelatorioAlunos } from '../../domain/schemas/relatorio-alunos';
import type { IdentidadeDoDocumento } from './documentos/identidade';
import { type BlocoPdf, type ColunaPdf, gerarPdfTabular, tabelaPdf } from './documentos/pdf-tabular';
import { type ColunaPlanilha, planilhaDeLista } from './documentos/planilha';

/** The Relatório de Alunos as files: the PDF (landscape, the network's frame) and the XLSX. */

const LEGENDA_PROVISORIO = '* Provisório: o bimestre ainda não foi finalizado; a nota pode mudar.';

const CORES_PDF: Record<CorDoRelatorio, string> = { verde: '#15803d', amarelo: '#b45309', vermelho: '#b91c1c' };
const COR_STATUS = (l: LinhaRelatorioAlunos) =>
  statusAprovado(l.status)
    ? CORES_PDF.verde
    : l.status === 'recuperacao'
      ? CORES_PDF.amarelo
      : l.status === 'reprovado' || l.status === 'reprovado_falta'
        ? CORES_PDF.vermelho
        : undefined;

/** A bimester grade as the table shows it: '7,5', '7,5*' while provisional, '—' when missing. */
function notaDoBimestre(b: LinhaRelatorioAlunos['bimestres'][number] | undefined): string {
  if (!b || b.nota === null) return b?.provisorio ? '—*' : '—';
  return `${formatarMedia(b.nota)}${b.provisorio ? '*' : ''}`;
}

/** '92,5% (37/40)'; 'Sem aulas' before any lesson. */
function frequenciaDaLinha(l: LinhaRelatorioAlunos): string {
  if (l.percentual_frequencia === null) return 'Sem aulas';
  return `${formatarPercentual(l.percentual_frequencia)} (${l.presencas}/${l.aulas})`;
}

export interface DocumentoDoRelatorio {
  turma: { nome: string; serie: string; ano_letivo: number };
  escolaNome: string;
  /** The filters applied, already as text ('Disciplina: Matemática'). */
  filtros: string[];
  linhas: LinhaRelatorioAlunos[];
  resumo: ResumoDoRelatorio;
  limiares: LimiaresDoRelatorio;
  provisorio: boolean;
  identidade: IdentidadeDoDocumento;
  geradoEm: string;
}

export function pdfDoRelatorio(d: DocumentoDoRelatorio): Promise<Buffer> {
  const cor = (c: CorDoRelatorio | null) => (c ? CORES_PDF[c] : undefined);
  const colunas: ColunaPdf<LinhaRelatorioAlunos>[] = [
    // Every row is of the class the subtitle names (turma and série): the row carries only the name,
    // one line, which keeps a 35-student class at half the pages (and half the drawing).
    { titulo: 'Aluno', largura: '*', valor: (l) => l.nome },
    { titulo: 'Matrícula', valor: (l) => l.matricula },
    { titulo: 'Disciplina', largura: 110, valor: (l) => l.disciplina_nome },
    ...[0, 1, 2, 3].map((i): ColunaPdf<LinhaRelatorioAlunos> => ({
      titulo: `${i + 1}º Bim.`,
      alinhamento: 'center',
      valor: (l) => notaDoBimestre(l.bimestres[i]),
    })),
    {
      titulo: 'Média',
      alinhamento: 'center',
      valor: (l) => formatarMedia(l.media),
      cor: (l) => cor(corDaMedia(l.media, d.limiares)),
    },
    {
      titulo: 'Frequência',
      alinhamento: 'center',
      valor: frequenciaDaLinha,
      cor: (l) => cor(corDaFrequencia(l.percentual_frequencia, d.limiares)),
    },
    { titulo: 'Status', valor: (l) => STATUS_RELATORIO_ALUNOS_LABEL[l.status], cor: COR_STATUS },
  ];
  const cartoes: [string, string][] = [
    ['Total de Alunos', String(d.resumo.total_alunos)],
    ['Aprovados', String(d.resumo.aprovados)],
    ['Recuperação', String(d.resumo.recuperacao)],
    [
      'Média das Notas',
      d.resumo.media === null
        ? '—'
        : d.resumo.media.toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 }),
    ],
  ];
  const l = d.limiares;
  const blocos: BlocoPdf[] = [
    { cartoes },
    tabelaPdf(colunas, d.linhas, 'Nenhum aluno corresponde aos filtros.'),
    {
      texto:
        `Média: verde a partir de ${formatarMedia(l.media_aprovacao)}, amarelo a partir de ${formatarMedia(l.media_recuperacao)}, ` +
        `vermelho abaixo. Frequência: verde a partir de ${l.frequencia_boa}%, amarelo a partir de ${l.frequencia_minima}%, vermelho abaixo.`,
      estilo: 'nota',
      acima: 8,
    },
  ];
  if (d.provisorio) blocos.push({ texto: LEGENDA_PROVISORIO, estilo: 'aviso', acima: 4 });
  const subtitulo = [d.escolaNome, `${d.turma.nome} (${d.turma.serie})`, `Ano letivo ${d.turma.ano_letivo}`, ...d.filtros].join(
    ' · ',
  );
  return gerarPdfTabular({
    titulo: 'Relatório de Alunos',
    subtitulo,
    identidade: d.identidade,
    geradoEm: d.geradoEm,
    paisagem: true,
    blocos,
  });
}

/** The table's columns; what the screen shows under a cell (série, presences) gets a column of its own. */
const COLUNAS_PLANILHA: ColunaPlanilha<LinhaRelatorioAlunos>[] = [
  { titulo: 'Aluno', largura: 36, valor: (l) => l.nome },
  { titulo: 'Série', largura: 12, valor: (l) => l.serie },
  { titulo: 'Turma', largura: 16, valor: (l) => l.turma_nome },
  { titulo: 'Matrícula', largura: 16, valor: (l) => l.matricula },
  { titulo: 'Disciplina', largura: 30, valor: (l) => l.disciplina_nome },
  ...[0, 1, 2, 3].map((i): ColunaPlanilha<LinhaRelatorioAlunos> => ({
    titulo: `${i + 1}º Bimestre`,
    largura: 12,
    formato: '0.0',
    valor: (l) => l.bimestres[i]?.nota ?? null,
  })),
  { titulo: 'Média', largura: 10, formato: '0.00', valor: (l) => l.media },
  { titulo: 'Frequência (%)', largura: 14, formato: '0.0', valor: (l) => l.percentual_frequencia },
  { titulo: 'Presenças', largura: 11, valor: (l) => l.presencas },
  { titulo: 'Aulas', largura: 9, valor: (l) => l.aulas },
  { titulo: 'Status', largura: 24, valor: (l) => STATUS_RELATORIO_ALUNOS_LABEL[l.status] },
  {
    // The spreadsheet keeps grades as numbers: which of them are provisional is said here.
    titulo: 'Bimestres provisórios',
    largura: 20,
    valor: (l) =>
      l.bimestres
        .map((b, i) => (b.provisorio ? `${i + 1}º` : null))
        .filter(Boolean)
        .join(', '),
  },
];

export function planilhaDoRelatorio(linhas: LinhaRelatorioAlunos[]): Promise<Buffer> {
  return planilhaDeLista('Relatório de Alunos', COLUNAS_PLANILHA, linhas);
}
