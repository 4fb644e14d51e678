import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Achado, type DadosComparaveis, compararAlunos, duplicadosEntreLinhas } from '../../../domain/aluno/duplicados';
import { type CampoImportacao, type Mapeamento, adivinharMapeamento, chaveDoCabecalho } from '../../../domain/importacao/campos';
import { type AlunoImportado, LINHA_MENSAGENS, type Recusa, validarLinha } from '../../../domain/importacao/validar';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import {
  type DadosDaLinha,
  type DuplicadoDaLinha,
  importacoes,
  importacoesAlunos,
  importacoesLinhas,
  turmas,
} from '../../db/schema';
import { procurarDuplicados } from '../duplicados/procurar';
import { hojeNaEmpresa } from '../fuso';
import { type Importacao, registrarProgresso } from './fila';
import { type AbrirArquivo, abrirArquivo } from './leitura';

/** Lines per batch: one insert, one duplicate query, one look-up of lines already imported. */
export const LOTE = 1000;
/** A cell longer than this is cut when stored (no field takes more than 200 characters). */
const MAX_CELULA = 1000;

/** The fields of a line that the duplicate rules compare. */
const comparaveis = (a: AlunoImportado): DadosComparaveis => ({
  nome: a.nome,
  data_nascimento: a.data_nascimento,
  filiacao_1: a.filiacao_1,
  filiacao_2: a.filiacao_2,
  cpf: a.cpf,
  nis: a.nis,
  codigo_inep: a.codigo_inep,
  certidao_nascimento: a.certidao_nascimento,
});

/**
 * The hash of a valid line: the school and the validated content (documents as digits, categories
 * as keys, the class by id), so the same student typed with another mask or case is the same line.
 */
const hashDaLinha = (escolaId: string, dados: DadosDaLinha) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([escolaId, dados]))
    .digest('hex');

type Turma = { id: string; nome: string; ativo: boolean };

interface LinhaAnalisada {
  importacao_id: string;
  numero: number;
  celulas: string[];
  dados: DadosDaLinha | null;
  recusas: Recusa[];
  duplicados: DuplicadoDaLinha[];
  situacao: 'valida' | 'recusada' | 'duplicada' | 'ja_importada';
  hash: string | null;
  aluno_id: string | null;
}

function analisarLinha(
  imp: Importacao,
  mapeamento: Mapeamento,
  turmasDaEscola: Map<string, Turma>,
  hoje: string,
  numero: number,
  brutas: string[],
): LinhaAnalisada {
  const celulas = brutas.map((c) => (c.length > MAX_CELULA ? c.slice(0, MAX_CELULA) : c));
  const porCampo: Partial<Record<CampoImportacao, string>> = {};
  mapeamento.forEach((campo, i) => {
    if (campo) porCampo[campo] = celulas[i] ?? '';
  });
  const { aluno, recusas } = validarLinha(porCampo, hoje);
  const nomeDaTurma = (porCampo.turma ?? '').trim();
  const turma = nomeDaTurma ? turmasDaEscola.get(chaveDoCabecalho(nomeDaTurma)) : undefined;
  if (nomeDaTurma && !turma) recusas.push({ campo: 'turma', mensagem: LINHA_MENSAGENS.turmaNaoEncontrada });
  else if (turma && !turma.ativo) recusas.push({ campo: 'turma', mensagem: `A turma ${turma.nome} está inativa.` });
  const base = { importacao_id: imp.id, numero, celulas, duplicados: [], aluno_id: null };
  if (!aluno || recusas.length) return { ...base, dados: null, recusas, situacao: 'recusada', hash: null };
  const dados: DadosDaLinha = { ...aluno, turma_id: turma?.id ?? null };
  return { ...base, dados, recusas: [], situacao: 'valida', hash: hashDaLinha(imp.escola_id, dados) };
}

/**
 * The lines of a batch against the network: those whose content came in before (by hash) are
 * 'ja_importada', pointing at the student they made; the others are looked up by the duplicate rules
 * in one query.
 */
async function compararComARede(db: Db, imp: Importacao, lote: LinhaAnalisada[]) {
  const validas = lote.filter((l) => l.situacao === 'valida');
  if (!validas.length) return;
  const hashes = validas.map((l) => l.hash!);
  const ja = await queryRows<{ hash: string; aluno_id: string }>(
    db,
    sql`select hash, aluno_id from ${importacoesAlunos}
        where empresa_id = ${imp.empresa_id}::uuid and hash = any(${`{${hashes.join(',')}}`}::text[])`,
  );
  const porHash = new Map(ja.map((j) => [j.hash, j.aluno_id]));
  const novas: LinhaAnalisada[] = [];
  for (const l of validas) {
    const alunoId = porHash.get(l.hash!);
    if (alunoId) Object.assign(l, { situacao: 'ja_importada', aluno_id: alunoId });
    else novas.push(l);
  }
  const achados = await procurarDuplicados(
    db,
    imp.empresa_id,
    novas.map((l) => comparaveis(l.dados!)),
  );
  novas.forEach((l, i) => {
    const lista = achados[i] ?? [];
    if (!lista.length) return;
    l.situacao = 'duplicada';
    l.duplicados = lista.map((d) => ({ ...d, linha: null }));
  });
}

/** One statement per batch: the lines as one JSON parameter (drizzle's VALUES of 9,000 parameters cost more to build than to run). */
async function gravarLote(db: Db, imp: Importacao, lote: LinhaAnalisada[]) {
  if (!lote.length) return;
  const linhas = lote.map(({ importacao_id: _, ...l }) => l);
  await db.execute(sql`
    insert into ${importacoesLinhas} (importacao_id, numero, celulas, dados, recusas, duplicados, situacao, hash, aluno_id)
    select ${imp.id}::uuid, v.numero, v.celulas, v.dados, v.recusas, v.duplicados, v.situacao, v.hash, v.aluno_id
    from jsonb_to_recordset(${JSON.stringify(linhas)}::jsonb)
      as v(numero int, celulas jsonb, dados jsonb, recusas jsonb, duplicados jsonb, situacao text, hash text, aluno_id uuid)`);
}

/** The documents that make two lines the same child (compararAlunos says which one wins when several are shared). */
const DOCUMENTOS = ['cpf', 'nis', 'codigo_inep', 'certidao_nascimento'] as const;
const SEM_DADOS: DadosComparaveis = {
  nome: '',
  data_nascimento: null,
  filiacao_1: null,
  filiacao_2: null,
  cpf: null,
  nis: null,
  codigo_inep: null,
  certidao_nascimento: null,
};

/** A copy of its own: a cell cut from the parser's text may keep the whole chunk of the file it came from alive. */
const propria = (s: string | null) => (s === null ? null : Buffer.from(s).toString());

interface Par extends Achado {
  /** Positions in the index (the order the lines came in), a < b. */
  a: number;
  b: number;
}

/**
 * The lines of the file compared among themselves with the rules of duplicadosEntreLinhas, without
 * holding the lines: per line only its number, its name and filiação (own copies), its birth date's
 * group and its documents as keys of a map — about 200 bytes a line, ~20 MB for 100,000 lines.
 * A shared document is found as the line comes in; the birth-date rules run at the end, one day at
 * a time (duplicadosEntreLinhas on that day's lines), leaving out the pairs a document already joined.
 */
class DuplicadosNoArquivo {
  private readonly numeros: number[] = [];
  private readonly nomes: string[] = [];
  private readonly filiacoes1: (string | null)[] = [];
  private readonly filiacoes2: (string | null)[] = [];
  /** Birth date → positions of the lines born that day. */
  private readonly nascimentos = new Map<string, number[]>();
  /** `campo:valor` → the position (or positions) of the lines with it. */
  private readonly documentos = new Map<string, number | number[]>();
  private readonly paresPorDocumento: Par[] = [];
  private readonly juntosPorDocumento = new Set<string>();

  adicionar(numero: number, d: DadosComparaveis) {
    const i = this.numeros.length;
    this.numeros.push(numero);
    this.nomes.push(propria(d.nome)!);
    this.filiacoes1.push(propria(d.filiacao_1));
    this.filiacoes2.push(propria(d.filiacao_2));
    if (d.data_nascimento) {
      const dia = this.nascimentos.get(d.data_nascimento);
      if (dia) dia.push(i);
      else this.nascimentos.set(d.data_nascimento, [i]);
    }
    // The documents each earlier line shares with this one; compararAlunos on those alone gives the rule.
    const comuns = new Map<number, DadosComparaveis>();
    for (const campo of DOCUMENTOS) {
      const valor = d[campo];
      if (!valor) continue;
      const chave = `${campo}:${valor}`;
      const antes = this.documentos.get(chave);
      for (const j of antes === undefined ? [] : typeof antes === 'number' ? [antes] : antes) {
        const c = comuns.get(j) ?? { ...SEM_DADOS };
        c[campo] = valor;
        comuns.set(j, c);
      }
      if (antes === undefined) this.documentos.set(chave, i);
      else if (typeof antes === 'number') this.documentos.set(chave, [antes, i]);
      else antes.push(i);
    }
    for (const [j, c] of comuns) {
      const achado = compararAlunos(c, c);
      if (!achado) continue;
      this.paresPorDocumento.push({ a: j, b: i, ...achado });
      this.juntosPorDocumento.add(`${j}:${i}`);
    }
  }

  /** Every pair, each once with its strongest rule, by later line and then earlier line. */
  pares(): Par[] {
    const pares = [...this.paresPorDocumento];
    this.documentos.clear();
    for (const [dia, posicoes] of this.nascimentos) {
      if (posicoes.length < 2) continue;
      const doDia = posicoes.map((i) => ({
        ...SEM_DADOS,
        nome: this.nomes[i]!,
        data_nascimento: dia,
        filiacao_1: this.filiacoes1[i] ?? null,
        filiacao_2: this.filiacoes2[i] ?? null,
      }));
      for (const par of duplicadosEntreLinhas(doDia)) {
        const a = posicoes[par.a]!;
        const b = posicoes[par.b]!;
        if (!this.juntosPorDocumento.has(`${a}:${b}`)) pares.push({ ...par, a, b });
      }
    }
    return pares.sort((p, q) => p.b - q.b || p.a - q.a);
  }

  linha(i: number) {
    return { numero: this.numeros[i]!, nome: this.nomes[i]! };
  }
}

/** The pairs of the file among themselves: the later line of each pair waits for a decision. */
async function marcarDuplicadosNoArquivo(db: Db, imp: Importacao, noArquivo: DuplicadosNoArquivo) {
  const porLinha = new Map<number, DuplicadoDaLinha[]>();
  for (const par of noArquivo.pares()) {
    const anterior = noArquivo.linha(par.a);
    const posterior = noArquivo.linha(par.b).numero;
    const lista = porLinha.get(posterior) ?? [];
    lista.push({
      aluno_id: null,
      linha: anterior.numero,
      nome: anterior.nome,
      matricula: null,
      escola_id: null,
      escola_nome: null,
      grau: par.grau,
      motivo: par.motivo,
    });
    porLinha.set(posterior, lista);
  }
  const entradas = [...porLinha.entries()];
  for (let i = 0; i < entradas.length; i += LOTE) {
    const parte = entradas.slice(i, i + LOTE);
    const valores = JSON.stringify(parte.map(([n, d]) => ({ n, d })));
    await db.execute(sql`
      update ${importacoesLinhas} l set situacao = 'duplicada', duplicados = l.duplicados || v.d
      from jsonb_to_recordset(${valores}::jsonb) as v(n int, d jsonb)
      where l.importacao_id = ${imp.id}::uuid and l.numero = v.n`);
  }
}

/**
 * Phase 1 of an import: reads the file as a stream (never whole), validates each line, finds the
 * lines already imported and the duplicates (against the network per batch, within the file at the
 * end), and stores every line with what was found. Run again (after a restart) it starts over.
 */
export async function analisar(db: Db, abrir: AbrirArquivo, imp: Importacao): Promise<void> {
  const hoje = await hojeNaEmpresa(db, imp.empresa_id);
  const ano = Number(hoje.slice(0, 4));
  const daEscola = await db
    .select({ id: turmas.id, nome: turmas.nome, ativo: turmas.ativo })
    .from(turmas)
    .where(and(eq(turmas.escola_id, imp.escola_id), eq(turmas.ano_letivo, ano)));
  const turmasDaEscola = new Map(daEscola.map((t) => [chaveDoCabecalho(t.nome), t]));
  await db.delete(importacoesLinhas).where(eq(importacoesLinhas.importacao_id, imp.id));

  const arquivo = await abrirArquivo(imp.formato, abrir);
  const mapeamento = imp.mapeamento ?? adivinharMapeamento(arquivo.cabecalho);
  const noArquivo = new DuplicadosNoArquivo();
  let processadas = 0;
  // A batch is compared and stored while the next one is read and validated: one batch in the
  // database, one being filled, never more (the memory stays that of two batches).
  const fecharLote = async (lote: LinhaAnalisada[]) => {
    await compararComARede(db, imp, lote);
    for (const l of lote)
      if (l.situacao !== 'recusada' && l.situacao !== 'ja_importada') noArquivo.adicionar(l.numero, comparaveis(l.dados!));
    await gravarLote(db, imp, lote);
    processadas += lote.length;
    await registrarProgresso(db, imp.id, processadas);
  };
  let emCurso: Promise<void> = Promise.resolve();
  const iniciar = (lote: LinhaAnalisada[]) => {
    emCurso = fecharLote(lote);
    // Awaited before the next batch or at the end: its failure ends the analysis there, not as an unhandled rejection.
    emCurso.catch(() => undefined);
  };
  let lote: LinhaAnalisada[] = [];
  for await (const { numero, celulas } of arquivo.linhas) {
    lote.push(analisarLinha(imp, mapeamento, turmasDaEscola, hoje, numero, celulas));
    if (lote.length >= LOTE) {
      await emCurso;
      iniciar(lote);
      lote = [];
    }
  }
  await emCurso;
  await fecharLote(lote);
  await marcarDuplicadosNoArquivo(db, imp, noArquivo);

  await db.execute(sql`
    update ${importacoes} i set
      status = 'aguardando_decisoes', arrendado_ate = null, erro = null, updated_at = now(),
      mapeamento = ${JSON.stringify(mapeamento)}::jsonb,
      total_linhas = c.total, processadas = c.total, validas = c.validas, duplicadas = c.duplicadas, recusados = c.recusadas
    from (select count(*)::int as total,
                 count(*) filter (where situacao = 'valida')::int as validas,
                 count(*) filter (where situacao = 'duplicada')::int as duplicadas,
                 count(*) filter (where situacao = 'recusada')::int as recusadas
          from ${importacoesLinhas} where importacao_id = ${imp.id}::uuid) c
    where i.id = ${imp.id}::uuid`);
}
