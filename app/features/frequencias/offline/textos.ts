import { contagem } from '../../../lib/plural';

/** The offline roll call's texts (pt-BR). */
export const OFFLINE_TEXTOS = {
  aguardando: 'Aguardando envio',
  guardada: (presentes: number, faltas: number) =>
    `Sem conexão: chamada guardada neste aparelho (${contagem(presentes, 'presente', 'presentes')}, ${contagem(faltas, 'falta', 'faltas')}), aguardando envio.`,
  aguardandoDesde: (hora: string) =>
    `Chamada guardada neste aparelho às ${hora}, aguardando envio: será enviada quando a conexão voltar.`,
  recusada: (erro: string) => `A chamada guardada neste aparelho não foi aceita pelo servidor: ${erro}`,
  descartar: 'Descartar chamada guardada',
  enviadas: (n: number) => (n === 1 ? 'Chamada guardada enviada ao servidor' : `${n} chamadas guardadas enviadas ao servidor`),
  listaTitulo: 'Chamadas guardadas neste aparelho',
  item: (turma: string, disciplina: string, data: string) => `${turma} · ${disciplina} · ${data}`,
  semConexao: 'Sem conexão: as chamadas são guardadas neste aparelho e enviadas quando a conexão voltar.',
  descartadas: (n: number) =>
    n === 1
      ? '1 chamada guardada neste aparelho foi descartada sem ser enviada'
      : `${n} chamadas guardadas neste aparelho foram descartadas sem ser enviadas`,
  descartadasDetalhe: (itens: string[], dias: number) =>
    `${itens.join('; ')}. ${itens.length === 1 ? 'Ficou' : 'Ficaram'} mais de ${dias} dias aguardando você entrar de novo ` +
    `enquanto outra pessoa usava o aparelho; ${itens.length === 1 ? 'registre-a' : 'registre-as'} novamente.`,
} as const;
