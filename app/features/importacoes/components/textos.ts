/** The import screens' small formatters: numbers and line counts in pt-BR, an error as the message to show. */
export const mensagemDe = (e: unknown) => (e instanceof Error ? e.message : 'Não foi possível concluir a ação.');
export const numero = (n: number) => n.toLocaleString('pt-BR');
export const linhas = (n: number) => `${numero(n)} ${n === 1 ? 'linha' : 'linhas'}`;
