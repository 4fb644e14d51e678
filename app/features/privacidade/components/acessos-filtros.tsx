import { RECURSO_ACESSO_LABEL, RECURSOS_ACESSO } from '../../../../domain/privacidade/tipos';
import { FiltroSelect, opcoesDe } from '../../../components/filtro-select';
import { FormField } from '../../../components/form-field';
import { SearchInput } from '../../../components/search-input';
import { Input } from '../../../components/ui/input';
import type { FiltroAcessos } from '../api/carregar-acessos';
import { TEXTOS } from './textos';

type Filtros = Omit<FiltroAcessos, 'alunoId' | 'recurso'> & { recurso: string };

/** Who read (by name or e-mail), what was read and the network's days from/to. */
export function AcessosFiltros({
  filtros,
  onBusca,
  filtrar,
  periodoInvertido,
}: {
  filtros: Filtros;
  onBusca: (busca: string) => void;
  filtrar: (chave: 'recurso' | 'de' | 'ate') => (valor: string) => void;
  periodoInvertido: boolean;
}) {
  return (
    <section aria-label="Filtros" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <SearchInput value={filtros.busca} onChange={onBusca} placeholder={TEXTOS.buscaUsuario} />
      <div className="flex flex-wrap items-start gap-4">
        <FiltroSelect
          id="acessos-recurso"
          label={TEXTOS.recurso}
          todos={TEXTOS.todosRecursos}
          value={filtros.recurso}
          onChange={filtrar('recurso')}
          opcoes={opcoesDe(RECURSOS_ACESSO, RECURSO_ACESSO_LABEL)}
        />
        <FormField id="acessos-de" label={TEXTOS.de}>
          <Input id="acessos-de" type="date" value={filtros.de} onChange={(e) => filtrar('de')(e.target.value)} />
        </FormField>
        <FormField id="acessos-ate" label={TEXTOS.ate} error={periodoInvertido ? TEXTOS.periodoInvertido : undefined}>
          <Input
            id="acessos-ate"
            type="date"
            value={filtros.ate}
            aria-invalid={periodoInvertido || undefined}
            aria-describedby={periodoInvertido ? 'acessos-ate-erro' : undefined}
            onChange={(e) => filtrar('ate')(e.target.value)}
          />
        </FormField>
      </div>
    </section>
  );
}
