import { and, asc, eq, isNull } from 'drizzle-orm';
import { TURNO_LABEL } from '../../../domain/academico/catalogo';
import { formatarMedia } from '../../../domain/avaliacao/notas';
import { SITUACAO_FINAL_LABEL, type SituacaoFinal } from '../../../domain/avaliacao/resultado-final';
import { dataBr } from '../../../domain/calendario/datas';
import { PARECER_LABEL } from '../../../domain/conselho/parecer';
import type { Parecer } from '../../../domain/conselho/tipos';
import type { Tx } from '../../db/client';
import {
  alunos,
  conselhosClasse,
  conselhosDecisoes,
  disciplinas,
  escolas,
  fechamentosBimestrais,
  fechamentosSnapshots,
  matriculas,
  resultadosFinais,
  turmas,
} from '../../db/schema';
import { contatosDaFamilia } from '../contato-da-familia';
import type { IdentidadeDoDocumento } from '../documentos/identidade';
import { type Content, type TableCell, type TDocumentDefinitions, documentoPadrao } from '../documentos/pdf';

interface LinhaDoHistorico {
  disciplina: string;
  bimestres: (number | null)[];
  media_final: number | null;
  faltas: number | null;
  aulas: number | null;
  situacao: SituacaoFinal | null;
}

interface AnoDoHistorico {
  ano_letivo: number;
  escola: string;
  turma: string;
  serie: string;
  turno: keyof typeof TURNO_LABEL;
  matricula: { data_inicio: string; data_fim: string | null; status: string };
  disciplinas: LinhaDoHistorico[];
  situacao: SituacaoFinal | null;
  parecer: Parecer | null;
}

export interface DadosDoHistorico {
  aluno: {
    nome: string;
    matricula: string;
    data_nascimento: string | null;
    codigo_inep: string | null;
    filiacao_1: string | null;
    filiacao_2: string | null;
    /** The family contact (the first-priority legal guardian). */
    responsavel: string | null;
  };
  escola: string;
  anos: AnoDoHistorico[];
}

/**
 * The student's school record from the stored facts only: each enrolment (school, class, period,
 * how it ended) and, per class, the bimester grades frozen by the closings, the final results of
 * the year and the final council's parecer. A year still open prints what was closed so far.
 */
export async function carregarHistorico(tx: Tx, alunoId: string): Promise<DadosDoHistorico> {
  const [aluno] = await tx
    .select({
      nome: alunos.nome,
      matricula: alunos.matricula,
      data_nascimento: alunos.data_nascimento,
      codigo_inep: alunos.codigo_inep,
      filiacao_1: alunos.filiacao_1,
      filiacao_2: alunos.filiacao_2,
      escola: escolas.nome,
    })
    .from(alunos)
    .innerJoin(escolas, eq(escolas.id, alunos.escola_id))
    .where(eq(alunos.id, alunoId));
  const periodos = await tx
    .select({
      turma_id: turmas.id,
      ano_letivo: matriculas.ano_letivo,
      escola: escolas.nome,
      turma: turmas.nome,
      serie: turmas.serie,
      turno: turmas.turno,
      data_inicio: matriculas.data_inicio,
      data_fim: matriculas.data_fim,
      status: matriculas.status,
    })
    .from(matriculas)
    .innerJoin(turmas, eq(turmas.id, matriculas.turma_id))
    .innerJoin(escolas, eq(escolas.id, turmas.escola_id))
    .where(eq(matriculas.aluno_id, alunoId))
    .orderBy(asc(matriculas.ano_letivo), asc(matriculas.data_inicio));
  const anos: AnoDoHistorico[] = [];
  for (const p of periodos) {
    // One after another: a transaction is one connection, which runs one query at a time.
    const finais = await tx
      .select({
        disciplina: disciplinas.nome,
        media_final: resultadosFinais.media_final,
        faltas: resultadosFinais.faltas,
        aulas: resultadosFinais.aulas,
        situacao: resultadosFinais.situacao,
      })
      .from(resultadosFinais)
      .leftJoin(disciplinas, eq(disciplinas.id, resultadosFinais.disciplina_id))
      .where(and(eq(resultadosFinais.aluno_id, alunoId), eq(resultadosFinais.turma_id, p.turma_id)));
    const notas = await tx
      .select({ disciplina: disciplinas.nome, bimestre: fechamentosBimestrais.bimestre, nota: fechamentosSnapshots.nota })
      .from(fechamentosSnapshots)
      .innerJoin(
        fechamentosBimestrais,
        and(
          eq(fechamentosBimestrais.id, fechamentosSnapshots.fechamento_id),
          eq(fechamentosSnapshots.versao, fechamentosBimestrais.versao_snapshot),
        ),
      )
      .innerJoin(disciplinas, eq(disciplinas.id, fechamentosBimestrais.disciplina_id))
      .where(and(eq(fechamentosSnapshots.aluno_id, alunoId), eq(fechamentosBimestrais.turma_id, p.turma_id)));
    const [parecer] = await tx
      .select({ parecer: conselhosDecisoes.parecer })
      .from(conselhosDecisoes)
      .innerJoin(
        conselhosClasse,
        and(eq(conselhosClasse.id, conselhosDecisoes.conselho_id), eq(conselhosDecisoes.versao, conselhosClasse.versao)),
      )
      .where(
        and(
          eq(conselhosDecisoes.aluno_id, alunoId),
          eq(conselhosClasse.turma_id, p.turma_id),
          isNull(conselhosClasse.bimestre),
          eq(conselhosClasse.status, 'finalizado'),
        ),
      );
    const porDisciplina = new Map<string, LinhaDoHistorico>();
    const linha = (nome: string) => {
      const atual = porDisciplina.get(nome) ?? {
        disciplina: nome,
        bimestres: [null, null, null, null],
        media_final: null,
        faltas: null,
        aulas: null,
        situacao: null,
      };
      porDisciplina.set(nome, atual);
      return atual;
    };
    for (const n of notas) linha(n.disciplina).bimestres[n.bimestre - 1] = n.nota;
    for (const f of finais) if (f.disciplina) Object.assign(linha(f.disciplina), { ...f, disciplina: f.disciplina });
    anos.push({
      ano_letivo: p.ano_letivo,
      escola: p.escola,
      turma: p.turma,
      serie: p.serie,
      turno: p.turno,
      matricula: { data_inicio: p.data_inicio, data_fim: p.data_fim, status: p.status },
      disciplinas: [...porDisciplina.values()].sort((a, b) => a.disciplina.localeCompare(b.disciplina, 'pt-BR')),
      situacao: finais.find((f) => f.disciplina === null)?.situacao ?? null,
      parecer: parecer?.parecer ?? null,
    });
  }
  const { escola, ...identificacao } = aluno!;
  const contato = (await contatosDaFamilia(tx, [alunoId])).get(alunoId);
  return { aluno: { ...identificacao, responsavel: contato?.nome ?? null }, escola, anos };
}

const campo = (rotulo: string, valor: string | null): Content => ({
  text: [{ text: `${rotulo}: `, bold: true }, valor?.trim() || 'Não informado'],
  margin: [0, 0, 0, 2],
});
const cab = (text: string): TableCell => ({ text, style: 'cabecalhoTabela' });
const numero = (text: string): TableCell => ({ text, alignment: 'right' });
const STATUS_MATRICULA: Record<string, string> = {
  ativa: 'cursando',
  transferida: 'transferido',
  concluida: 'concluída',
  cancelada: 'cancelada',
};

function ano(a: AnoDoHistorico): Content[] {
  const periodo = `${dataBr(a.matricula.data_inicio)} a ${a.matricula.data_fim ? dataBr(a.matricula.data_fim) : '—'} (${STATUS_MATRICULA[a.matricula.status] ?? a.matricula.status})`;
  return [
    { text: `Ano letivo ${a.ano_letivo} · ${a.escola}`, style: 'secao' },
    campo('Turma', `${a.turma} · ${a.serie} · Turno ${TURNO_LABEL[a.turno]}`),
    campo('Matrícula', periodo),
    a.disciplinas.length
      ? {
          table: {
            headerRows: 1,
            widths: ['*', 34, 34, 34, 34, 50, 40, 110],
            body: [
              [cab('Disciplina'), cab('1º'), cab('2º'), cab('3º'), cab('4º'), cab('Média final'), cab('Faltas'), cab('Situação')],
              ...a.disciplinas.map((d) => [
                d.disciplina,
                ...d.bimestres.map((n) => numero(formatarMedia(n))),
                numero(formatarMedia(d.media_final)),
                numero(d.faltas === null ? '—' : String(d.faltas)),
                d.situacao ? SITUACAO_FINAL_LABEL[d.situacao] : 'Ano não encerrado',
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
          margin: [0, 2, 0, 4],
        }
      : { text: 'Nenhuma nota fechada neste ano.', italics: true },
    campo('Situação final', a.situacao ? SITUACAO_FINAL_LABEL[a.situacao] : 'Ano não encerrado'),
    ...(a.parecer ? [campo('Parecer do conselho de classe final', PARECER_LABEL[a.parecer])] : []),
  ];
}

/** The histórico as a PDF in the product's frame: identification, then one section per enrolment. */
export function definicaoDoHistorico(
  d: DadosDoHistorico,
  o: { identidade: IdentidadeDoDocumento; geradoEm: string },
): TDocumentDefinitions {
  return documentoPadrao({
    titulo: 'Histórico Escolar',
    subtitulo: `${d.aluno.nome} · Matrícula ${d.aluno.matricula}`,
    identidade: o.identidade,
    geradoEm: o.geradoEm,
    rodape: 'Documento selado na anonimização do aluno',
    conteudo: [
      campo('Aluno', d.aluno.nome),
      campo('Matrícula', d.aluno.matricula),
      campo('Data de nascimento', d.aluno.data_nascimento ? dataBr(d.aluno.data_nascimento) : null),
      campo('Código INEP do aluno', d.aluno.codigo_inep),
      campo('Filiação', [d.aluno.filiacao_1, d.aluno.filiacao_2].filter(Boolean).join(' e ') || null),
      campo('Responsável', d.aluno.responsavel),
      campo('Escola', d.escola),
      ...(d.anos.length
        ? d.anos.flatMap(ano)
        : [{ text: 'Nenhuma matrícula registrada.', italics: true, margin: [0, 8, 0, 0] } as Content]),
    ],
  });
}
