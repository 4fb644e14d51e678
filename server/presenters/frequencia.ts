import type { Frequencia } from '../../domain/schemas/frequencia';

export interface LinhaFrequencia extends Omit<Frequencia, 'updated_at' | 'pode_editar' | 'pode_excluir'> {
  empresa_id: string;
  updated_at: Date;
  /** The actor's scope lets them write this mark (the permission is checked apart). */
  pode_escrever: boolean;
}

export function apresentarFrequencia(row: LinhaFrequencia, podeAtualizar: boolean, podeDeletar: boolean): Frequencia {
  const { pode_escrever, updated_at, empresa_id: _e, ...resto } = row;
  return {
    ...resto,
    updated_at: updated_at.toISOString(),
    pode_editar: podeAtualizar && Boolean(pode_escrever),
    pode_excluir: podeDeletar && Boolean(pode_escrever),
  };
}
