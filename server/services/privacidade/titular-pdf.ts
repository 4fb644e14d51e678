import { CATEGORIAS_DO_TITULAR, CATEGORIA_DO_TITULAR_LABEL } from '../../../domain/privacidade/titular';
import { dataBr } from '../../../domain/calendario/datas';
import type { Db } from '../../db/client';
import { nomeDeArquivo } from '../documentos/download';
import { carregarIdentidadeDoDocumento, dataHoraNaRede, type IdentidadeDoDocumento } from '../documentos/identidade';
import { type Content, type TableCell, type TDocumentDefinitions, documentoPadrao, gerarPdf } from '../documentos/pdf';
import type { Storage } from '../storage';
import type { ExportacaoDoTitular } from './titular-exportacao';

const secao = (text: string): Content => ({ text, style: 'secao' });
const campo = (rotulo: string, valor: string | null | undefined): Content => ({
  text: [{ text: `${rotulo}: `, bold: true }, valor?.trim() || 'Não informado'],
  margin: [0, 0, 0, 2],
});
const cab = (text: string): TableCell => ({ text, style: 'cabecalhoTabela' });
const texto = (v: unknown) => (typeof v === 'string' ? v : null);

/** Rows per category of the export: what the summary counts. */
export function contarPorCategoria(e: ExportacaoDoTitular) {
  return CATEGORIAS_DO_TITULAR.map((categoria) => {
    const tabelas = Object.keys(e.tabelas).filter((t) => e.categorias[t] === categoria);
    return { categoria, tabelas, registros: tabelas.reduce((n, t) => n + e.tabelas[t]!.length, 0) };
  });
}

/**
 * What the records themselves show was passed on: the councils' referrals to the Conselho Tutelar
 * and the pendencies the system raised for it.
 */
function encaminhamentosRegistrados(e: ExportacaoDoTitular): string[] {
  const decisoes = (e.tabelas.conselhos_decisoes ?? []).filter(
    (d) => Array.isArray(d.encaminhamentos) && d.encaminhamentos.includes('conselho_tutelar'),
  ).length;
  const pendencias = (e.tabelas.pendencias ?? []).filter((p) => p.origem === 'conselho_tutelar').length;
  const itens: string[] = [];
  if (decisoes)
    itens.push(
      `Conselho Tutelar: encaminhamento em ${decisoes} ${decisoes === 1 ? 'decisão' : 'decisões'} do conselho de classe.`,
    );
  if (pendencias)
    itens.push(
      `Conselho Tutelar: ${pendencias} ${pendencias === 1 ? 'pendência gerada' : 'pendências geradas'} por faltas acima do limite.`,
    );
  return itens;
}

/**
 * The readable summary that goes with the JSON: who the student is, which categories of data the
 * network holds and how many records of each, and with whom the data is shared. The JSON is the
 * full copy; this is what a guardian reads first.
 */
function definicaoDoResumo(
  e: ExportacaoDoTitular,
  o: { identidade: IdentidadeDoDocumento; geradoEm: string },
): TDocumentDefinitions {
  const aluno = e.tabelas.alunos?.[0] ?? {};
  const nascimento = texto(aluno.data_nascimento);
  const contagem = contarPorCategoria(e).filter((c) => c.registros > 0);
  const registrados = encaminhamentosRegistrados(e);
  return documentoPadrao({
    titulo: 'Dados pessoais do titular',
    subtitulo: `${e.titular.nome} · Matrícula ${e.titular.matricula} · ${e.titular.escola}`,
    identidade: o.identidade,
    geradoEm: o.geradoEm,
    conteudo: [
      {
        text:
          `Resumo dos dados pessoais que ${e.rede} mantém sobre o(a) aluno(a), em resposta ao pedido de acesso do titular ` +
          '(Lei Geral de Proteção de Dados, art. 18, II). A cópia completa, registro por registro, é o arquivo JSON que acompanha este resumo.',
        alignment: 'justify',
        margin: [0, 0, 0, 6],
      },
      secao('Identificação'),
      campo('Nome', e.titular.nome),
      campo('Matrícula', e.titular.matricula),
      campo('Escola', e.titular.escola),
      campo('Data de nascimento', nascimento ? dataBr(nascimento) : null),
      campo(
        'Responsáveis',
        (e.tabelas.responsaveis ?? [])
          .map((r) => texto(r.nome))
          .filter(Boolean)
          .join(', ') || null,
      ),
      campo('Conta de acesso', e.titular.usuario_id ? 'Sim' : 'Não possui'),
      secao('Categorias de dados'),
      {
        table: {
          headerRows: 1,
          widths: ['*', 60],
          body: [
            [cab('Categoria'), cab('Registros')],
            ...contagem.map((c) => [
              CATEGORIA_DO_TITULAR_LABEL[c.categoria],
              { text: String(c.registros), alignment: 'right' as const },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(e.arquivos.length ? [campo('Arquivos incluídos no JSON', String(e.arquivos.length))] : []),
      ...(e.mencoes.length ? [campo('Menções em textos de outros registros da rede', String(e.mencoes.length))] : []),
      secao('Com quem os dados foram compartilhados'),
      {
        table: {
          headerRows: 1,
          widths: [120, '*', '*', 110],
          body: [
            [cab('Destinatário'), cab('Dados'), cab('Finalidade'), cab('Base legal')],
            ...e.compartilhamentos.map((c) => [c.destinatario, c.dados, c.finalidade, c.base_legal]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...(registrados.length
        ? [secao('Encaminhamentos registrados para este aluno'), { ul: registrados } as Content]
        : [
            {
              text: 'Nenhum encaminhamento a outro órgão está registrado para este aluno.',
              italics: true,
              margin: [0, 6, 0, 0],
            } as Content,
          ]),
    ],
  });
}

/** 'dados-pessoais-ana-souza.pdf' / '.json'. */
export const nomeDaExportacao = (e: Pick<ExportacaoDoTitular, 'titular'>, extensao: 'pdf' | 'json') =>
  `${nomeDeArquivo('dados-pessoais', e.titular.nome)}.${extensao}`;

/** The summary's PDF, with the network's name and logo. */
export async function gerarResumoDoTitular(db: Db, storage: Storage, empresaId: string, e: ExportacaoDoTitular): Promise<Buffer> {
  const identidade = await carregarIdentidadeDoDocumento(db, storage, empresaId);
  return gerarPdf(definicaoDoResumo(e, { identidade, geradoEm: dataHoraNaRede(new Date(e.gerado_em), identidade.fuso) }));
}
