import { apiFetch } from '../../../lib/api';
import { carregarDiaDaChamada } from '../../../lib/dia-da-chamada';
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
 * calls of the day need (the session, their schools and classes, the subjects they teach there, each class's
 * roster and roll call of today and of the day the offline start page links to — the last school day
 * when today is not one —, the class summary and the calendar) through the same fetchers as the
 * screens, so the worker keeps the very answers the screens will ask for offline. Only the classes the
 * session reaches are read; a failure only means less is ready offline.
 */
export async function prepararChamadasDeHoje() {
  if (preparado || !navigator.onLine || !navigator.serviceWorker?.controller) return;
  preparado = true;
  const hoje = hojeNoFuso();
  try {
    // What the app reads before any page: the session, the network's name and colours. On a first visit the
    // page read them before the worker kept anything, and without the session the app opened offline cannot start.
    for (const leitura of ['/api/me', '/api/identidade', '/api/publico/aparencia'])
      await apiFetch(leitura).catch(() => undefined);
    // The calendar (kept by this read) and the day of the start page's links.
    const dia = await carregarDiaDaChamada(hoje).catch(() => null);
    const datas = [...new Set([hoje, dia ?? hoje])];
    // The start page's list of the teacher's classes and subjects (ChamadasDeHoje).
    await carregarOpcoesDeLancamento('frequencias', {});
    const escolas = await apiFetch<Itens>('/api/navegacao/escolas');
    for (const escola of escolas.itens) {
      const turmas = await apiFetch<Itens>(`/api/navegacao/escolas/${encodeURIComponent(escola.id)}/turmas`);
      for (const turma of turmas.itens) {
        const opcoes = await carregarOpcoesDeLancamento('frequencias', { turmaId: turma.id });
        const proprias = opcoes.itens.filter((o) => o.pode_lancar);
        if (!proprias.length) continue;
        await carregarResumoFrequencia({ turmaId: turma.id });
        for (const o of proprias)
          for (const data of datas) await carregarChamada({ turmaId: turma.id, disciplinaId: o.disciplina_id, data });
      }
    }
  } catch {
    // Offline again, or a read refused: the screens opened online are still kept.
  }
}
