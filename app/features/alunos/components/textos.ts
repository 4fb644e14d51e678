import { format, parseISO } from 'date-fns';
import type { StatusAluno, StatusMatricula } from '../../../../domain/academico/catalogo';
import { TEXTOS_DE_LINHA } from '../../../lib/textos-de-linha';

/** The texts of the students pages, in one place. */
export const TEXTOS = {
  titulo: 'Alunos',
  novo: 'Novo Aluno',
  matricular: 'Matricular Aluno',
  exportarExcel: 'Exportar Excel',
  busca: 'Buscar por nome ou matrícula...',
  carregando: 'Carregando alunos...',
  vazio: 'Nenhum aluno cadastrado ainda',
  semResultado: 'Nenhum aluno encontrado para a busca e os filtros escolhidos',
  erroCarregar: (msg: string) => `Erro ao carregar alunos: ${msg}`,
  novoTitulo: 'Novo Aluno',
  editarTitulo: 'Editar Aluno',
  criado: 'Aluno cadastrado com sucesso',
  atualizado: 'Aluno atualizado com sucesso',
  excluido: 'Aluno excluído com sucesso',
  inativado: 'Aluno marcado como inativo',
  erroSalvar: (msg: string) => `Erro ao salvar aluno: ${msg}`,
  erroExcluir: (msg: string) => `Erro ao excluir aluno: ${msg}`,
  inativarTitulo: 'Inativar Aluno',
  confirmarInativacao: (nome: string) =>
    `${nome} possui histórico escolar (matrículas, notas ou frequências), que não pode ser apagado. Deseja marcá-lo como inativo? A matrícula atual será encerrada.`,
  semTurma: 'Sem turma',
  nenhum: 'Nenhum',
  carregandoOpcoes: 'Carregando...',
  ...TEXTOS_DE_LINHA,
  inativar: (nome: string) => `Inativar ${nome}`,
  acessos: (nome: string) => `Quem acessou os dados de ${nome}`,
  // The data subject's rights (LGPD).
  titular: {
    exportar: (nome: string) => `Exportar dados do titular: ${nome}`,
    exportarTitulo: 'Exportar dados do titular',
    exportarAjuda:
      'Tudo o que a rede mantém sobre o aluno: o JSON traz cada registro de cada tabela e a foto; o PDF resume as categorias, as quantidades e com quem os dados são compartilhados. A exportação fica registrada na auditoria.',
    json: 'Baixar dados (JSON)',
    pdf: 'Baixar resumo (PDF)',
    anonimizar: (nome: string) => `Anonimizar ${nome}`,
    anonimizarTitulo: 'Anonimizar aluno',
    anonimizarBotao: 'Anonimizar',
    anonimizando: 'Anonimizando...',
    anonimizado: 'Aluno anonimizado',
    erroAnonimizar: (msg: string) => `Erro ao anonimizar: ${msg}`,
    efeitos: [
      'O histórico escolar, os resultados finais, as atas do conselho e as matrículas são selados: só a secretaria da rede os abre, com motivo registrado.',
      'Os diários de classe (frequência, notas, avaliações) são selados até o fim do prazo de guarda da rede.',
      'Todo o resto é apagado: contatos, endereço, responsável, observações, foto e conta de acesso.',
      'O aluno deixa de aparecer em buscas, listas, turmas, relatórios e exportações.',
      'A auditoria guarda, como prova, o registro do que foi feito; a tela da auditoria deixa de mostrar os dados do aluno.',
    ],
    irreversivel: 'Esta ação não pode ser desfeita.',
    mencoes: 'Menções ao aluno em outros registros da rede',
    mencoesAjuda:
      'Textos de pendências, conselhos, avaliações, notificações e mensagens que contêm o nome, o responsável, o e-mail, o telefone ou o endereço do aluno. Marque os que falam deste aluno: só esses terão os dados trocados. Os desmarcados ficam como estão (um homônimo, o nome de uma escola).',
    mencoesCarregando: 'Procurando menções ao aluno...',
    mencoesVazio: 'Nenhum outro registro da rede menciona este aluno.',
    mencoesErro: (msg: string) =>
      `Não foi possível listar as menções: ${msg}. Se anonimizar agora, nenhum texto de outros registros será alterado.`,
    marcarTodas: 'Marcar todas',
    desmarcarTodas: 'Desmarcar todas',
    mencoesMarcadas: (marcadas: number, total: number) =>
      `${marcadas} de ${total} ${total === 1 ? 'menção marcada' : 'menções marcadas'} para reescrever`,
    motivo: 'Motivo (fica na auditoria)',
    confirmacao: 'Digite ANONIMIZAR para confirmar',
  },
  selados: {
    botao: 'Documentos selados',
    titulo: 'Documentos selados',
    ajuda: 'Guarda legal dos alunos anonimizados desta escola. Cada abertura pede o motivo e fica registrada na auditoria.',
    vazio: 'Nenhum documento selado nesta escola.',
    carregando: 'Carregando documentos...',
    abrir: (titulo: string, aluno: string) => `Abrir ${titulo} de ${aluno}`,
    abrirTitulo: 'Abrir documento selado',
    abrirBotao: 'Abrir documento',
    abrindo: 'Abrindo...',
    aberto: 'Documento aberto',
    erroAbrir: (msg: string) => `Erro ao abrir o documento: ${msg}`,
    motivo: 'Motivo da abertura',
    permanente: 'Guarda permanente',
    ate: (data: string) => `Guardado até ${data}`,
    seladoEm: (data: string) => `Selado em ${data}`,
  },
  cards: { total: 'Total de Alunos', ativos: 'Ativos', inativos: 'Inativos', transferidos: 'Transferidos' },
  // The class page.
  turmaCards: {
    matriculados: 'Alunos Matriculados',
    vagas: 'Vagas Disponíveis',
    ocupacao: 'Ocupação',
    transferidos: 'Transferidos',
  },
  rosterVazio: 'Nenhum aluno matriculado nesta turma',
  matriculadoOk: (nome: string) => `${nome} matriculado(a) na turma`,
  erroMatricular: (msg: string) => `Erro ao matricular: ${msg}`,
  matricularTitulo: (turma: string) => `Matricular aluno — ${turma}`,
  matricularAjuda: 'Alunos ativos da escola que ainda não estão em uma turma.',
  nenhumDisponivel: 'Nenhum aluno sem turma encontrado. Cadastre um novo aluno.',
  transferir: 'Transferir',
  transferirTitulo: (nome: string) => `Transferir ${nome}`,
  transferirAjuda: 'A matrícula atual termina como transferida na data escolhida; notas e frequências ficam no histórico.',
  transferido: 'Transferência realizada',
  erroTransferir: (msg: string) => `Erro ao transferir: ${msg}`,
  encerrar: 'Encerrar',
  encerrarTitulo: (nome: string) => `Encerrar matrícula de ${nome}`,
  encerrada: 'Matrícula encerrada',
  erroEncerrar: (msg: string) => `Erro ao encerrar matrícula: ${msg}`,
} as const;

export const STATUS_ALUNO_COR: Record<StatusAluno, 'green' | 'neutral' | 'orange'> = {
  ativo: 'green',
  inativo: 'neutral',
  transferido: 'orange',
};
export const STATUS_MATRICULA_COR: Record<StatusMatricula, 'green' | 'orange' | 'blue' | 'neutral'> = {
  ativa: 'green',
  transferida: 'orange',
  concluida: 'blue',
  cancelada: 'neutral',
};

/** yyyy-MM-dd → dd/MM/yyyy: dates are shown in the pt-BR format. */
export function dataBr(data: string | null): string {
  return data ? format(parseISO(data), 'dd/MM/yyyy') : '—';
}

/** Where the ficha of a student opens (from its name in the lists). */
export const linkDaFicha = (escolaId: string, alunoId: string) =>
  `/escola/${encodeURIComponent(escolaId)}/aluno/${encodeURIComponent(alunoId)}`;
