import { type CalendarioLetivo, contagemDeDiasLetivos } from '../../domain/calendario';
import type { CalendarioDaEmpresa } from '../../domain/schemas/calendario';

/** A network's calendar with its school-day counts; updated_at (null on the default) is the version. */
export function apresentarCalendario(
  empresa: { id: string; nome: string },
  calendario: CalendarioLetivo,
  updatedAt: Date | null,
  podeEditar: boolean,
): CalendarioDaEmpresa {
  return {
    empresa_id: empresa.id,
    empresa_nome: empresa.nome,
    ano: calendario.ano,
    inicio: calendario.inicio,
    fim: calendario.fim,
    bimestres: calendario.bimestres.map((b) => ({ inicio: b.inicio, fim: b.fim, prazo: b.prazo })),
    dias: [...calendario.dias].sort((a, b) => a.data.localeCompare(b.data)),
    padrao: updatedAt === null,
    dias_letivos: contagemDeDiasLetivos(calendario),
    updated_at: updatedAt?.toISOString() ?? null,
    pode_editar: podeEditar,
  };
}
