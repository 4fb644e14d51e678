import { formatarPercentual } from '../../../../domain/avaliacao/frequencia';
import { formatarMedia } from '../../../../domain/avaliacao/notas';
import { type LimiaresDoRelatorio, corDaFrequencia, corDaMedia } from '../../../../domain/relatorio-alunos/cores';
import { STATUS_RELATORIO_ALUNOS_LABEL } from '../../../../domain/relatorio-alunos/status';
import { BotaoBoletimDoAluno } from '../../../components/boletim-botoes';
import { Badge } from '../../../components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { LinhaRelatorioAlunos } from '../api/carregar-relatorio-alunos';
import { COR_TEXTO, STATUS_COR, TEXTOS } from './textos';

const BIMESTRES = [0, 1, 2, 3] as const;

/**
 * Eleven columns: narrower padding than the other tables and the bimestres under one heading, so
 * the whole row fits a laptop screen beside the menu; the name and the subject keep a width of
 * their own, or they would wrap word by word. The boletim column stays in sight at the right edge
 * while a narrower screen scrolls the table.
 */
const CELULA = 'px-3';
const NUMERO = 'px-2 text-center whitespace-nowrap';
const ACOES = 'sticky right-0 bg-white px-2 text-right shadow-[-1px_0_0_0_var(--color-slate-100)]';

interface Props {
  linhas: LinhaRelatorioAlunos[];
  limiares: LimiaresDoRelatorio;
  turmaId: string;
  /** The boletim button of each student: for who may issue the class's boletins. */
  comBoletim: boolean;
}

/** A bimester grade; an asterisk while its closing is not finalized. */
function Nota({ bimestre }: { bimestre: LinhaRelatorioAlunos['bimestres'][number] | undefined }) {
  if (!bimestre) return <>—</>;
  return (
    <span title={bimestre.provisorio ? 'Provisório' : undefined}>
      {formatarMedia(bimestre.nota)}
      {bimestre.provisorio ? <span className="text-amber-700">*</span> : null}
    </span>
  );
}

/** How many rows from the i-th on are the same student's (the list keeps a student's rows together). */
function linhasSeguidasDoAluno(linhas: LinhaRelatorioAlunos[], i: number): number {
  let n = 1;
  while (linhas[i + n]?.aluno_id === linhas[i]!.aluno_id) n++;
  return n;
}

/** The read-only table: a student in a subject per row, grades, average, attendance and status. */
export function RelatorioTable({ linhas, limiares, turmaId, comBoletim }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead rowSpan={2} className={CELULA}>
            Aluno
          </TableHead>
          <TableHead rowSpan={2} className={CELULA}>
            Matrícula
          </TableHead>
          <TableHead rowSpan={2} className={CELULA}>
            Disciplina
          </TableHead>
          <TableHead scope="colgroup" colSpan={BIMESTRES.length} className={`${NUMERO} pb-1`}>
            Bimestres
          </TableHead>
          <TableHead rowSpan={2} className={NUMERO}>
            Média
          </TableHead>
          <TableHead rowSpan={2} className={CELULA}>
            Frequência
          </TableHead>
          <TableHead rowSpan={2} className={CELULA}>
            Status
          </TableHead>
          {comBoletim ? (
            <TableHead rowSpan={2} className={`${ACOES} bg-slate-50`}>
              Boletim
            </TableHead>
          ) : null}
        </TableRow>
        <TableRow>
          {BIMESTRES.map((b) => (
            <TableHead key={b} className={`${NUMERO} pt-0`}>
              <abbr title={`${b + 1}º Bimestre`} className="no-underline">
                {b + 1}º
              </abbr>
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {linhas.map((l, i) => {
          const corMedia = corDaMedia(l.media, limiares);
          const corFrequencia = corDaFrequencia(l.percentual_frequencia, limiares);
          // A student's rows come together: one boletim cell spans them all, so the button reads as the student's.
          const primeiraDoAluno = linhas[i - 1]?.aluno_id !== l.aluno_id;
          const linhasDoAluno = primeiraDoAluno ? linhasSeguidasDoAluno(linhas, i) : 0;
          return (
            <TableRow key={l.id}>
              <TableCell className={`${CELULA} min-w-40`}>
                <p className="font-medium text-slate-900">{l.nome}</p>
                <p className="text-xs whitespace-nowrap text-slate-600">
                  {l.serie} · {l.turma_nome}
                </p>
              </TableCell>
              <TableCell className={`${CELULA} whitespace-nowrap`}>{l.matricula}</TableCell>
              <TableCell className={`${CELULA} min-w-32`}>{l.disciplina_nome}</TableCell>
              {BIMESTRES.map((b) => (
                <TableCell key={b} className={NUMERO}>
                  <Nota bimestre={l.bimestres[b]} />
                </TableCell>
              ))}
              <TableCell className={`${NUMERO} font-medium ${corMedia ? COR_TEXTO[corMedia] : ''}`}>
                {formatarMedia(l.media)}
              </TableCell>
              <TableCell className={`${CELULA} whitespace-nowrap`}>
                {l.percentual_frequencia === null ? (
                  <span className="text-slate-600">{TEXTOS.semAulas}</span>
                ) : (
                  <>
                    <p className={`font-medium ${corFrequencia ? COR_TEXTO[corFrequencia] : ''}`}>
                      {formatarPercentual(l.percentual_frequencia)}
                    </p>
                    <p className="text-xs text-slate-600">
                      {l.presencas}/{l.aulas}
                    </p>
                  </>
                )}
              </TableCell>
              <TableCell className={CELULA}>
                <Badge color={STATUS_COR[l.status]}>{STATUS_RELATORIO_ALUNOS_LABEL[l.status]}</Badge>
              </TableCell>
              {comBoletim && primeiraDoAluno ? (
                <TableCell rowSpan={linhasDoAluno} className={`${ACOES} align-middle`}>
                  <BotaoBoletimDoAluno turmaId={turmaId} alunoId={l.aluno_id} nome={l.nome} />
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
