import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ErroDoCampo } from '../../../components/form-field';

/** A list of competências: type one and add it (Enter works too); each can be removed. */
export function CompetenciasInput({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}) {
  const [rascunho, setRascunho] = useState('');
  const adicionar = () => {
    const texto = rascunho.trim();
    if (texto && !value.includes(texto)) onChange([...value, texto]);
    setRascunho('');
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Competências</Label>
      {value.length ? (
        <ul className="grid gap-1" aria-label="Competências do objeto">
          {value.map((c) => (
            <li
              key={c}
              className="flex items-start justify-between gap-2 rounded-md bg-slate-50 px-2.5 py-1.5 text-sm text-slate-800"
            >
              <span>{c}</span>
              <button
                type="button"
                className="rounded p-0.5 text-slate-500 hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none"
                aria-label={`Remover competência ${c}`}
                onClick={() => onChange(value.filter((x) => x !== c))}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          value={rascunho}
          placeholder="Ex.: Competência geral 2 – Pensamento científico, crítico e criativo"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-erro` : undefined}
          onChange={(e) => setRascunho(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              adicionar();
            }
          }}
        />
        <Button variant="outline" onClick={adicionar} disabled={!rascunho.trim()}>
          <Plus aria-hidden />
          Adicionar
        </Button>
      </div>
      <ErroDoCampo id={id} erro={error} />
    </div>
  );
}
