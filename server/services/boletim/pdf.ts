import { TURNO_LABEL } from '../../../domain/academico/catalogo';
import { formatarPercentual } from '../../../domain/avaliacao/frequencia';
import { formatarMedia } from '../../../domain/avaliacao/notas';
import { rotuloDoResultado } from '../../../domain/avaliacao/resultado-final';
import { caminhoDaVerificacao } from '../../../domain/boletim/codigo';
import type { DesempenhoDoAluno } from '../desempenho-da-turma';
import type { CustomTableLayout } from 'pdfmake/interfaces';
import { type Content, type TableCell, type TDocumentDefinitions, documentoPadrao } from '../documentos/pdf';
import type { IdentidadeDoDocumento } from '../documentos/identidade';
import type { DadosDosBoletins } from './dados';

const BIMESTRES = [0, 1, 2, 3] as const;
const PROVISORIO = 'provisório';
const COR_PROVISORIO = '#92400e';

const percentual = (v: number | null) => (v === null ? '—' : formatarPercentual(v));

export interface OpcoesDoBoletim {
  identidade: IdentidadeDoDocumento;
  geradoEm: string;
  /** The site's address: the QR code opens `${baseUrl}/verificar/{codigo}`. */
  baseUrl: string;
  /** The verification code of each student's boletim, by aluno_id. */
  codigos: ReadonlyMap<string, string>;
}

/**
 * The boletins of a class as one document, one student per page (a single student: one page). Each
 * page carries its own verification code and QR code; a bimestre not yet finalized says provisório
 * in its heading and prints its figures in italics.
 */
export function definicaoDosBoletins(d: DadosDosBoletins, o: OpcoesDoBoletim): TDocumentDefinitions {
  const unico = d.alunos.length === 1 ? o.codigos.get(d.alunos[0]!.aluno_id) : undefined;
  const conteudo = d.alunos.flatMap((aluno, i) => {
    const pagina = paginaDoAluno(d, aluno, o);
    return i === 0 ? pagina : [{ text: '', pageBreak: 'before' as const }, ...pagina];
  });
  return documentoPadrao({
    titulo: 'Boletim Escolar',
    subtitulo: `Ano letivo ${d.turma.ano_letivo}`,
    identidade: o.identidade,
    geradoEm: o.geradoEm,
    conteudo,
    paisagem: true,
    rodape: unico ? `Código de verificação ${unico}` : undefined,
  });
}

function paginaDoAluno(d: DadosDosBoletins, aluno: DesempenhoDoAluno, o: OpcoesDoBoletim): Content[] {
  const codigo = o.codigos.get(aluno.aluno_id)!;
  const escola = d.escola.codigo_inep ? `${d.escola.nome} (INEP ${d.escola.codigo_inep})` : d.escola.nome;
  const provisorios = BIMESTRES.map((b) => aluno.disciplinas.some((l) => l.bimestres[b]!.provisorio));
  const recomendacoes = d.recomendacoes.get(aluno.aluno_id) ?? [];
  return [
    {
      columns: [
        {
          width: '*',
          stack: [
            campo('Escola', escola),
            campo('Turma', `${d.turma.nome} · ${d.turma.serie} · Turno ${TURNO_LABEL[d.turma.turno]}`),
            campo('Aluno', aluno.nome),
            campo('Matrícula', aluno.matricula),
          ],
        },
        {
          width: 110,
          stack: [
            { qr: `${o.baseUrl.replace(/\/+$/, '')}${caminhoDaVerificacao(codigo)}`, fit: 72, alignment: 'right' },
            { text: 'Código de verificação', style: 'rodape', alignment: 'right', margin: [0, 4, 0, 0] },
            { text: codigo, bold: true, alignment: 'right', noWrap: true },
          ],
        },
      ],
      margin: [0, 0, 0, 8],
    },
    tabelaDoAluno(aluno, provisorios),
    ...(provisorios.some(Boolean)
      ? [
          {
            text: 'Provisório: bimestre ainda não finalizado; notas e faltas em itálico podem mudar até o fechamento.',
            style: 'aviso',
            margin: [0, 4, 0, 0],
          } as Content,
        ]
      : []),
    {
      text: [
        { text: 'Frequência geral: ', bold: true },
        `${percentual(aluno.percentual_frequencia)} (${aluno.faltas} ${aluno.faltas === 1 ? 'falta' : 'faltas'} em ${aluno.aulas} aulas)`,
        { text: '    Situação: ', bold: true },
        rotuloDoResultado(aluno),
      ],
      margin: [0, 8, 0, 0],
    },
    ...(recomendacoes.length
      ? [{ text: 'Recomendações do conselho de classe', style: 'secao' } as Content, { ul: [...recomendacoes] } as Content]
      : []),
    {
      text: `Confira a autenticidade deste boletim em ${o.baseUrl.replace(/\/+$/, '')}/verificar com o código ${codigo}.`,
      style: 'rodape',
      margin: [0, 10, 0, 0],
    },
  ];
}

const campo = (rotulo: string, valor: string): Content => ({
  text: [{ text: `${rotulo}: `, bold: true }, valor],
  margin: [0, 0, 0, 2],
});

/** Light horizontal rules (as the other reports) with narrow padding: fourteen columns on a landscape page. */
const LINHAS: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : i === node.table.headerRows ? 1 : 0.5),
  vLineWidth: () => 0,
  hLineColor: (i, node) => (i === node.table.headerRows ? '#374151' : '#d1d5db'),
  paddingLeft: () => 4,
  paddingRight: () => 4,
};

function tabelaDoAluno(aluno: DesempenhoDoAluno, provisorios: boolean[]): Content {
  if (!aluno.disciplinas.length) return { text: 'Nenhuma disciplina atribuída à turma.', italics: true };
  const cab = (text: string, extra: Partial<Record<string, unknown>> = {}): TableCell => ({
    text,
    style: 'cabecalhoTabela',
    alignment: 'center',
    ...extra,
  });
  const linha1: TableCell[] = [
    cab('Disciplina', { rowSpan: 2, alignment: 'left' }),
    ...BIMESTRES.flatMap((b): TableCell[] => [
      cab(`${b + 1}º Bimestre${provisorios[b] ? `\n${PROVISORIO}` : ''}`, { colSpan: 2 }),
      {},
    ]),
    cab('Média anual', { rowSpan: 2 }),
    cab('Recuperação', { rowSpan: 2 }),
    cab('Média final', { rowSpan: 2 }),
    cab('Frequência', { rowSpan: 2 }),
    cab('Situação', { rowSpan: 2 }),
  ];
  const linha2: TableCell[] = [{}, ...BIMESTRES.flatMap(() => [cab('Nota'), cab('Faltas')]), {}, {}, {}, {}, {}];
  const corpo: TableCell[][] = aluno.disciplinas.map((l) => [
    { text: l.disciplina },
    ...l.bimestres.flatMap((b): TableCell[] => {
      const estilo = b.provisorio ? { italics: true, color: COR_PROVISORIO } : {};
      return [
        { text: formatarMedia(b.nota), alignment: 'center', ...estilo },
        { text: String(b.faltas), alignment: 'center', ...estilo },
      ];
    }),
    { text: formatarMedia(l.media), alignment: 'center' },
    { text: formatarMedia(l.recuperacao), alignment: 'center' },
    { text: formatarMedia(l.media_final), alignment: 'center', bold: true },
    { text: percentual(l.percentual_frequencia), alignment: 'center' },
    { text: rotuloDoResultado(l), alignment: 'center' },
  ]);
  return {
    table: {
      headerRows: 2,
      widths: [150, ...BIMESTRES.flatMap(() => [32, 30]), 46, 54, 44, 48, 76],
      body: [linha1, linha2, ...corpo],
    },
    layout: LINHAS,
    fontSize: 8,
  };
}
