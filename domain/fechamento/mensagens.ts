/** The reasons a closed period gives, on the server's refusal and on the read-only screens alike. */
export const MENSAGENS_TRAVA = {
  bimestreFechado: (bimestre: number, disciplina: string, turma: string) =>
    `O ${bimestre}º bimestre de ${disciplina} do ${turma} está fechado. Para alterar notas, avaliações ou frequência desse bimestre, peça ao gestor da escola que reabra o fechamento.`,
  anoEncerrado: (ano: number, turma: string) =>
    `O ano letivo de ${ano} do ${turma} está encerrado. Só a secretaria (empresa) pode reabri-lo.`,
} as const;
