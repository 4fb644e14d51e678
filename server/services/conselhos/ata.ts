import type { Content, TableCell } from 'pdfmake/interfaces';
import { SITUACAO_FINAL_LABEL } from '../../../domain/avaliacao/resultado-final';
import { dataBr } from '../../../domain/calendario/datas';
import { ENCAMINHAMENTO_LABEL, PARECER_LABEL, parecerDoResultado } from '../../../domain/conselho/parecer';
import type { Db } from '../../db/client';
import { nomeDeArquivo } from '../documentos/download';
import { type IdentidadeDoDocumento, carregarIdentidadeDoDocumento, dataHoraNaRede } from '../documentos/identidade';
import { type TDocumentDefinitions, documentoPadrao, gerarPdf } from '../documentos/pdf';
import { fusoDaEmpresa } from '../fuso';
import { lerGeral } from '../identidade';
import type { Storage } from '../storage';
import type { DadosDaAta } from './ata-dados';

export const ATA_MENSAGENS = {
  naoFinalizado: 'A ata fica disponível depois que o conselho de classe é finalizado.',
} as const;

/** '2º bimestre', or the final council of the year. */
export const rotuloDoConselho = (bimestre: number | null) => (bimestre === null ? 'Conselho final' : `${bimestre}º bimestre`);

const campo = (rotulo: string, valor: string): Content => ({
  text: [{ text: `${rotulo}: `, bold: true }, valor],
  margin: [0, 0, 0, 2],
});
const secao = (text: string): Content => ({ text, style: 'secao' });
const PRESENCA = (p: boolean | null) => (p === null ? 'Não registrada' : p ? 'Presente' : 'Ausente');

/**
 * The ata of a conselho de classe: who met, when and where, who was there, the agenda, the decision
 * for each student (its frozen version) and a line to sign for each person present and the
 * coordinator. Everything comes from the stored council, so two downloads of it say the same.
 */
export function definicaoDaAta(d: DadosDaAta, o: { identidade: IdentidadeDoDocumento; geradoEm: string }): TDocumentDefinitions {
  const conselho = rotuloDoConselho(d.bimestre);
  const abertura =
    `Aos ${dataBr(d.data)}, às ${d.horario}, em ${d.local}, reuniu-se o Conselho de Classe da turma ${d.turma.nome} ` +
    `(${d.turma.serie}) da ${d.escola}, referente ao ${d.bimestre === null ? 'encerramento do ano letivo' : conselho} de ${d.ano_letivo}` +
    (d.coordenador ? `, sob a coordenação de ${d.coordenador.nome}.` : '.');
  return documentoPadrao({
    titulo: 'Ata do Conselho de Classe',
    subtitulo: `${d.escola} · ${d.turma.nome} · ${conselho} · Ano letivo ${d.ano_letivo}`,
    identidade: o.identidade,
    geradoEm: o.geradoEm,
    conteudo: [
      campo('Escola', d.escola),
      campo('Turma', `${d.turma.nome} · ${d.turma.serie}`),
      campo('Conselho', conselho),
      campo('Ano letivo', String(d.ano_letivo)),
      campo('Data', dataBr(d.data)),
      campo('Horário', d.horario),
      campo('Local', d.local),
      campo('Coordenador(a)', d.coordenador?.nome ?? 'Não definido'),
      ...(d.data_finalizacao ? [campo('Finalizado em', dataBr(d.data_finalizacao))] : []),
      ...(d.versao > 1 ? [campo('Decisões', `versão ${d.versao}, após correção`)] : []),
      { text: abertura, margin: [0, 8, 0, 0], alignment: 'justify' },
      secao('Participantes'),
      participantes(d),
      campo('Convidados', d.convidados.length ? d.convidados.join(', ') : 'Nenhum'),
      secao('Pauta'),
      // Numbered as text (not a pdfmake list), so the number travels with the item when the ata is copied.
      d.pauta.length
        ? { stack: d.pauta.map((item, i) => ({ text: `${i + 1}. ${item}`, margin: [0, 0, 0, 2] })) }
        : { text: 'Sem itens de pauta.', italics: true },
      secao('Decisões por aluno'),
      ...decisoes(d),
      ...(d.observacoes?.trim() ? [secao('Observações'), { text: d.observacoes }] : []),
      assinaturas(d),
    ],
  });
}

function participantes(d: DadosDaAta): Content {
  if (!d.participantes.length) return { text: 'Nenhum professor convocado.', italics: true, margin: [0, 0, 0, 4] };
  const cab = (text: string): TableCell => ({ text, style: 'cabecalhoTabela' });
  return {
    table: {
      headerRows: 1,
      widths: ['*', 110],
      body: [[cab('Professor(a)'), cab('Presença')], ...d.participantes.map((p) => [p.nome, PRESENCA(p.presente)])],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 0, 0, 6],
  };
}

function decisoes(d: DadosDaAta): Content[] {
  if (!d.decisoes.length) return [{ text: 'Nenhuma decisão registrada.', italics: true }];
  return d.decisoes.map((x, i): Content => {
    const linhas: Content[] = [
      { text: `${i + 1}. ${x.aluno} (matrícula ${x.matricula})`, bold: true, margin: [0, 0, 0, 2] },
      campo(
        'Encaminhamentos',
        x.encaminhamentos.length ? x.encaminhamentos.map((e) => ENCAMINHAMENTO_LABEL[e]).join(', ') : 'Nenhum',
      ),
    ];
    if (x.recomendacao_aluno?.trim()) linhas.push(campo('Recomendação ao aluno', x.recomendacao_aluno));
    if (x.recomendacao_familia?.trim()) linhas.push(campo('Recomendação à família', x.recomendacao_familia));
    if (d.bimestre === null) {
      const calculado = x.calculado ? SITUACAO_FINAL_LABEL[x.calculado] : 'Não calculado';
      const difere = x.parecer !== null && parecerDoResultado(x.calculado) !== x.parecer;
      linhas.push(campo('Resultado calculado', calculado));
      linhas.push(campo('Parecer conclusivo', x.parecer ? PARECER_LABEL[x.parecer] : 'Mantido o resultado calculado'));
      if (difere || x.justificativa?.trim()) linhas.push(campo('Justificativa', x.justificativa?.trim() || '—'));
    }
    return { stack: linhas, margin: [0, 0, 0, 8], unbreakable: true };
  });
}

/** A line to sign for the coordinator and for each professor present (in that order, nobody twice). */
function assinaturas(d: DadosDaAta): Content {
  const pessoas: { nome: string; papel: string }[] = [];
  if (d.coordenador) pessoas.push({ nome: d.coordenador.nome, papel: 'Coordenador(a)' });
  for (const p of d.participantes)
    if (p.presente === true && p.usuario_id !== d.coordenador?.id) pessoas.push({ nome: p.nome, papel: 'Professor(a)' });
  const celula = (p: { nome: string; papel: string } | undefined): TableCell =>
    p
      ? {
          stack: [
            { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 230, y2: 0, lineWidth: 0.6 }], margin: [0, 28, 0, 2] },
            { text: p.nome },
            { text: p.papel, style: 'rodape' },
          ],
        }
      : { text: '' };
  const linhas: TableCell[][] = [];
  for (let i = 0; i < pessoas.length; i += 2) linhas.push([celula(pessoas[i]), celula(pessoas[i + 1])]);
  return {
    stack: [
      secao('Assinaturas'),
      linhas.length
        ? { table: { widths: ['*', '*'], body: linhas, dontBreakRows: true }, layout: 'noBorders' }
        : { text: 'Nenhum participante presente registrado.', italics: true },
    ],
    margin: [0, 6, 0, 0],
  };
}

/** 'ata-conselho-6-ano-a-2-bimestre-2026.pdf', 'ata-conselho-6-ano-a-final-2026.pdf'. */
export const nomeDaAta = (d: Pick<DadosDaAta, 'turma' | 'bimestre' | 'ano_letivo'>) =>
  `${nomeDeArquivo('ata-conselho', d.turma.nome, d.bimestre === null ? 'final' : `${d.bimestre}-bimestre`, d.ano_letivo)}.pdf`;

/** The ata's PDF with the network's name and logo (no logo without the file storage). */
export async function gerarAta(db: Db, arquivos: Storage | null, d: DadosDaAta): Promise<{ nome: string; dados: Buffer }> {
  const identidade: IdentidadeDoDocumento = arquivos
    ? await carregarIdentidadeDoDocumento(db, arquivos, d.empresa_id)
    : { nomeRede: (await lerGeral(db, d.empresa_id)).nomeInstituicao, logo: null, fuso: await fusoDaEmpresa(db, d.empresa_id) };
  const dados = await gerarPdf(definicaoDaAta(d, { identidade, geradoEm: dataHoraNaRede(new Date(), identidade.fuso) }));
  return { nome: nomeDaAta(d), dados };
}
