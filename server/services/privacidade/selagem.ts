import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ClasseSelada, FormatoSelado } from '../../../domain/privacidade/selados';
import { fimDaGuardaDoDiario } from '../../../domain/schemas/retencao';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/raw';
import { conselhosClasse, conselhosDecisoes, documentosSelados } from '../../db/schema';
import { ident } from '../backup/catalog';
import { definicaoDaAta, nomeDaAta, rotuloDoConselho } from '../conselhos/ata';
import { carregarDadosDaAta } from '../conselhos/ata-dados';
import { type IdentidadeDoDocumento, dataHoraNaRede } from '../documentos/identidade';
import { gerarPdf } from '../documentos/pdf';
import { carregarHistorico, definicaoDoHistorico } from './historico';
import { type ChaveDeSelo, selar } from './selo';

type Linha = Record<string, unknown>;

/**
 * The legal-hold tables (destino 'selar' in titular-fontes.ts): which sealed document each goes
 * into, and how a row's school year is read (for the class diaries, kept per year). The enrolment
 * facts, the final results and the councils' decisions are kept for good; the diaries for the
 * network's term. anonimizacao.test.ts checks this list against the sources.
 */
export const TABELAS_SELADAS: Record<string, { classe: 'registros_matricula' | 'diario_classe'; ano: string }> = {
  matriculas: { classe: 'registros_matricula', ano: 't.ano_letivo' },
  resultados_finais: { classe: 'registros_matricula', ano: 't.ano_letivo' },
  recuperacoes_finais: { classe: 'registros_matricula', ano: '(select ano_letivo from turmas where id = t.turma_id)' },
  conselhos_decisoes: {
    classe: 'registros_matricula',
    ano: '(select ano_letivo from conselhos_classe where id = t.conselho_id)',
  },
  notas: { classe: 'diario_classe', ano: '(select ano_letivo from turmas where id = t.turma_id)' },
  frequencias: { classe: 'diario_classe', ano: '(select ano_letivo from turmas where id = t.turma_id)' },
  frequencias_totais: { classe: 'diario_classe', ano: '(select ano_letivo from turmas where id = t.turma_id)' },
  avaliacoes_resultados: {
    classe: 'diario_classe',
    ano: '(select tu.ano_letivo from avaliacoes a join turmas tu on tu.id = a.turma_id where a.id = t.avaliacao_id)',
  },
  fechamentos_snapshots: {
    classe: 'diario_classe',
    ano: '(select ano_letivo from fechamentos_bimestrais where id = t.fechamento_id)',
  },
};

export interface DocumentoSelado {
  id: string;
  classe: ClasseSelada;
  titulo: string;
  ano_letivo: number | null;
}

interface Selagem {
  chave: ChaveDeSelo;
  /** The network's name and logo, read before the transaction (they are not the student's data). */
  identidade: IdentidadeDoDocumento;
  aluno: { id: string; empresa_id: string; escola_id: string };
  seladoPor: string | null;
  /** The network's term for class diaries, in years after the school year. */
  diarioAnos: number;
  agora: Date;
}

/**
 * Generates, from the database as it is inside the anonymisation's transaction, what the law makes
 * the network keep of the student, and stores each document sealed: the histórico escolar (PDF), the
 * ata of every finalized council that decided on the student (PDF, as the council route prints it),
 * the enrolment facts, final results and decisions (JSON, for good) and one class diary per school
 * year (JSON, until the network's term ends). Titles and file names never carry the student's name.
 */
export async function selarGuardaLegal(tx: Tx, s: Selagem): Promise<DocumentoSelado[]> {
  const selados: DocumentoSelado[] = [];
  const guardar = async (
    doc: { classe: ClasseSelada; titulo: string; ano_letivo: number | null; formato: FormatoSelado; nome_arquivo: string },
    dados: Buffer,
  ) => {
    const id = crypto.randomUUID();
    await tx.insert(documentosSelados).values({
      id,
      empresa_id: s.aluno.empresa_id,
      escola_id: s.aluno.escola_id,
      aluno_id: s.aluno.id,
      ...doc,
      conteudo: selar(s.chave, id, dados),
      chave: s.chave.id,
      tamanho: dados.length,
      selado_em: s.agora,
      selado_por: s.seladoPor,
      expira_em:
        doc.classe === 'diario_classe' && doc.ano_letivo !== null ? fimDaGuardaDoDiario(doc.ano_letivo, s.diarioAnos) : null,
    });
    selados.push({ id, classe: doc.classe, titulo: doc.titulo, ano_letivo: doc.ano_letivo });
  };

  const { identidade } = s;
  const geradoEm = dataHoraNaRede(s.agora, identidade.fuso);
  const historico = await gerarPdf(definicaoDoHistorico(await carregarHistorico(tx, s.aluno.id), { identidade, geradoEm }));
  await guardar(
    {
      classe: 'historico_escolar',
      titulo: 'Histórico escolar',
      ano_letivo: null,
      formato: 'pdf',
      nome_arquivo: 'historico-escolar.pdf',
    },
    historico,
  );

  const conselhos = await tx
    .selectDistinct({ id: conselhosClasse.id })
    .from(conselhosDecisoes)
    .innerJoin(conselhosClasse, eq(conselhosClasse.id, conselhosDecisoes.conselho_id))
    .where(and(eq(conselhosDecisoes.aluno_id, s.aluno.id), eq(conselhosClasse.status, 'finalizado')));
  for (const { id } of conselhos) {
    const d = (await carregarDadosDaAta(tx, id, undefined))!;
    const ata = { nome: nomeDaAta(d), dados: await gerarPdf(definicaoDaAta(d, { identidade, geradoEm })) };
    await guardar(
      {
        classe: 'ata_conselho',
        titulo: `Ata do conselho de classe · ${d.turma.nome} · ${rotuloDoConselho(d.bimestre)} · ${d.ano_letivo}`,
        ano_letivo: d.ano_letivo,
        formato: 'pdf',
        nome_arquivo: ata.nome,
      },
      ata.dados,
    );
  }

  const [cadastro] = await queryRows<{ j: Linha }>(tx, sql`select row_to_json(t) as j from alunos t where id = ${s.aluno.id}`);
  const registros: Record<string, Linha[]> = {};
  const diarios = new Map<number, Record<string, Linha[]>>();
  for (const [tabela, { classe, ano }] of Object.entries(TABELAS_SELADAS)) {
    const linhas = await queryRows<{ j: Linha; ano: number | null }>(
      tx,
      sql`select row_to_json(t) as j, ${sql.raw(ano)} as ano from ${sql.raw(ident(tabela))} t where t.aluno_id = ${s.aluno.id} order by row_to_json(t)::text`,
    );
    for (const l of linhas) {
      const destino = classe === 'registros_matricula' ? registros : (diarios.get(Number(l.ano)) ?? {});
      if (classe === 'diario_classe') diarios.set(Number(l.ano), destino);
      (destino[tabela] ??= []).push(l.j);
    }
  }
  const json = (v: unknown) => Buffer.from(JSON.stringify(v, null, 2), 'utf8');
  await guardar(
    {
      classe: 'registros_matricula',
      titulo: 'Matrículas, resultados finais e decisões do conselho',
      ano_letivo: null,
      formato: 'json',
      nome_arquivo: 'registros-de-matricula.json',
    },
    json({ aluno: cadastro?.j ?? null, tabelas: registros }),
  );
  for (const [ano, tabelas] of [...diarios].sort(([a], [b]) => a - b))
    await guardar(
      {
        classe: 'diario_classe',
        titulo: `Diário de classe · ${ano}`,
        ano_letivo: ano,
        formato: 'json',
        nome_arquivo: `diario-de-classe-${ano}.json`,
      },
      json({ ano_letivo: ano, tabelas }),
    );
  return selados;
}
