import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '../../../components/search-input';
import { Button } from '../../../components/ui/button';
import { useBuscaHabilidades } from '../api/buscar-habilidades';
import type { HabilidadeResumo } from '../api/carregar-objetos';
import { ErroDoCampo } from '../../../components/form-field';

interface Props {
  id: string;
  value: HabilidadeResumo[];
  onChange: (v: HabilidadeResumo[]) => void;
  /** The class's year and the subject's BNCC component: the default narrowing of the search. */
  anoSerie: string;
  componente: string | null;
  error?: string;
}

/** BNCC skills chosen from the catalogue with a search; the server checks every code again. */
export function HabilidadesPicker({ id, value, onChange, anoSerie, componente, error }: Props) {
  const [busca, setBusca] = useState('');
  const [restrito, setRestrito] = useState(true);
  const resultado = useBuscaHabilidades({
    busca: busca.trim(),
    anoSerie: restrito ? anoSerie : '',
    componente: restrito ? (componente ?? '') : '',
  });
  const escolhidas = new Set(value.map((h) => h.codigo));

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-erro` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Habilidades BNCC</legend>
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Habilidades escolhidas">
          {value.map((h) => (
            <li
              key={h.codigo}
              className="inline-flex items-center gap-1 rounded-full border border-blue-200 bg-blue-50 py-0.5 pr-1 pl-2.5 font-mono text-xs text-blue-800"
              title={h.descricao}
            >
              {h.codigo}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-blue-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
                aria-label={`Remover ${h.codigo}`}
                onClick={() => onChange(value.filter((x) => x.codigo !== h.codigo))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-slate-600">Nenhuma habilidade escolhida.</p>
      )}
      <SearchInput
        value={busca}
        onChange={setBusca}
        placeholder="Buscar habilidade por código ou descrição..."
        label="Buscar habilidade BNCC"
      />
      {anoSerie || componente ? (
        <label className="flex items-center gap-2 text-xs text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-blue-600"
            checked={restrito}
            onChange={(e) => setRestrito(e.target.checked)}
          />
          Somente {[componente, anoSerie].filter(Boolean).join(' · ')}
        </label>
      ) : null}
      <div className="max-h-48 overflow-y-auto rounded-md border border-slate-200" aria-live="polite">
        {resultado.isPending ? (
          <p className="p-3 text-xs text-slate-600">Carregando habilidades...</p>
        ) : resultado.isError ? (
          <p className="p-3 text-xs text-red-700">Erro ao carregar habilidades: {resultado.error.message}</p>
        ) : resultado.data.itens.length === 0 ? (
          <p className="p-3 text-xs text-slate-600">Nenhuma habilidade encontrada</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Habilidades encontradas">
            {resultado.data.itens.map((h) => (
              <li key={h.codigo} className="flex items-start gap-2 p-2">
                <div className="min-w-0 flex-1 text-xs">
                  <span className="font-mono font-semibold text-slate-900">{h.codigo}</span>{' '}
                  <span className="text-slate-500">
                    {h.componente_curricular} · {h.ano_serie}
                  </span>
                  <p className="line-clamp-2 text-slate-700">{h.descricao}</p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={escolhidas.has(h.codigo)}
                  aria-label={`Adicionar ${h.codigo}`}
                  onClick={() =>
                    onChange([
                      ...value,
                      {
                        codigo: h.codigo,
                        descricao: h.descricao,
                        componente_curricular: h.componente_curricular,
                        ano_serie: h.ano_serie,
                      },
                    ])
                  }
                >
                  <Plus aria-hidden />
                  {escolhidas.has(h.codigo) ? 'Adicionada' : 'Adicionar'}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ErroDoCampo id={id} erro={error} />
    </fieldset>
  );
}
