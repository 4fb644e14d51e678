import type { IdentidadeDoDocumento } from '../../documentos/identidade';
import { type BlocoPdf, gerarPdfTabular, tabelaPdf } from '../../documentos/pdf-tabular';
import { aba, gerarPlanilha } from '../../documentos/planilha';
import type { Celula, ConteudoRelatorio } from './tipos';

const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const noPdf = (v: Celula) => (typeof v === 'number' ? numero.format(v) : v);

/** The report as a PDF in the product's frame: one table per section. */
export async function relatorioEmPdf(
  titulo: string,
  c: ConteudoRelatorio,
  identidade: IdentidadeDoDocumento,
  geradoEm: string,
): Promise<Buffer> {
  const blocos: BlocoPdf[] = [];
  if (c.aviso) blocos.push({ texto: c.aviso, estilo: 'aviso', abaixo: 6 });
  for (const t of c.tabelas) {
    if (t.secao) blocos.push({ secao: t.secao });
    blocos.push(
      tabelaPdf(
        t.colunas.map((col, i) => ({
          titulo: col.titulo,
          largura: col.largura,
          alinhamento: col.alinhamento,
          valor: (l: Celula[]) => noPdf(l[i] ?? null),
        })),
        t.linhas,
        t.vazio,
      ),
    );
  }
  return gerarPdfTabular({ titulo, subtitulo: c.subtitulo, identidade, geradoEm, blocos, paisagem: c.paisagem });
}

/** The report as a workbook: one sheet per `aba`, the tables of a sheet one after the other. */
export async function relatorioEmPlanilha(c: ConteudoRelatorio): Promise<Buffer> {
  const abas = new Map<string, ConteudoRelatorio['tabelas']>();
  for (const t of c.tabelas) abas.set(t.aba, [...(abas.get(t.aba) ?? []), t]);
  return gerarPlanilha(
    [...abas].map(([nome, tabelas]) =>
      aba(
        nome,
        tabelas[0]!.colunas.map((col, i) => ({
          titulo: col.titulo,
          largura: col.larguraPlanilha,
          formato: col.formato,
          valor: (l: Celula[]) => l[i] ?? null,
        })),
        tabelas.flatMap((t) => t.linhas),
      ),
    ),
  );
}
