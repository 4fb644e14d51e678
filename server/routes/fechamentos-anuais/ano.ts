import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { fechamentosAnuais } from '../../db/schema';
import type { TurmaDoAno } from '../../services/resultados-finais/ler';

/** The class's year row, created open on first use, locked until the transaction ends. */
export async function anoTravado(tx: Tx, turma: TurmaDoAno, modo: 'update' | 'share') {
  await tx
    .insert(fechamentosAnuais)
    .values({ empresa_id: turma.empresa_id, escola_id: turma.escola_id, turma_id: turma.id, ano_letivo: turma.ano_letivo })
    .onConflictDoNothing();
  const [ano] = await tx.select().from(fechamentosAnuais).where(eq(fechamentosAnuais.turma_id, turma.id)).for(modo);
  return ano!;
}
