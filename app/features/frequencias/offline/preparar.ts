import { apiFetch } from '../../../lib/api';
import { hojeNoFuso } from '../../../lib/format';
import { carregarOpcoesDeLancamento } from '../../../lib/opcoes/lancamento';
import { carregarChamada } from '../api/carregar-chamada';
import { carregarResumoFrequencia } from '../api/carregar-resumo';

interface Itens {
  itens: { id: string }[];
}

let preparado = false;

/**
 * Once per page load, with a connection and the worker in control, reads what a professor's roll
 * calls of today need (their schools and classes, the subjects they teach there, today's roster and
 * roll call, the class summary and the calendar) through the same fetchers as the screens, so the
 * worker keeps the very answers the screens will ask for offline. Only the classes the session
 * reaches are read; a failure only means less is ready offline.
 */
export async function prepararChamadasDeHoje() {
  if (preparado || !navigator.onLine || !navigator.serviceWorker?.controller) return;
  preparado = true;
  const hoje = hojeNoFuso();
  try {
    const ano = Number(hoje.slice(0, 4));
    await apiFetch(`/api/calendario/${ano}`).catch(() => undefined);
    const escolas = await apiFetch<Itens>('/api/navegacao/escolas');
    for (const escola of escolas.itens) {
      const turmas = await apiFetch<Itens>(`/api/navegacao/escolas/${encodeURIComponent(escola.id)}/turmas`);
      for (const turma of turmas.itens) {
        const opcoes = await carregarOpcoesDeLancamento('frequencias', { turmaId: turma.id });
        const proprias = opcoes.itens.filter((o) => o.pode_lancar);
        if (!proprias.length) continue;
        await carregarResumoFrequencia({ turmaId: turma.id });
        for (const o of proprias) await carregarChamada({ turmaId: turma.id, disciplinaId: o.disciplina_id, data: hoje });
      }
    }
  } catch {
    // Offline again, or a read refused: the screens opened online are still kept.
  }
}
