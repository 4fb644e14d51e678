import type { Justificativa } from '../../../../domain/avaliacao/frequencia';
import type { ChamadaDados } from '../../../../domain/schemas/frequencia';
import type { Chamada } from '../api/carregar-chamada';

/** A student's mark as the roll call's controls hold it (observações as typed, never null). */
export interface Marca {
  aluno_id: string;
  aluno_nome: string;
  aluno_matricula: string;
  presente: boolean;
  justificativa: Justificativa | null;
  observacoes: string;
  updated_at: string | null;
}

/** The server's roll call, ready to edit. */
export const paraEdicao = (c: Chamada): Marca[] => c.itens.map((m) => ({ ...m, observacoes: m.observacoes ?? '' }));
/** Whether a mark differs from what was loaded (observações compared trimmed). */
export const igual = (a: Marca, b: Marca) =>
  a.presente === b.presente && a.justificativa === b.justificativa && a.observacoes.trim() === b.observacoes.trim();
/** The marks of a roll call waiting on the device, over the server's roster. */
export const comFila = (marcas: Marca[], input: ChamadaDados): Marca[] => {
  const porAluno = new Map(input.itens.map((i) => [i.aluno_id, i]));
  return marcas.map((m) => {
    const i = porAluno.get(m.aluno_id);
    return i ? { ...m, presente: i.presente, justificativa: i.justificativa, observacoes: i.observacoes ?? '' } : m;
  });
};
