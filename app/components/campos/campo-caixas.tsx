import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useCampo } from './campo';

/** Several choices among a list, one checkbox each; the form holds the chosen ids. */
export function CampoCaixas({
  name,
  legenda,
  opcoes,
  aviso,
}: {
  name: string;
  legenda: string;
  opcoes: readonly { id: string; nome: string }[];
  /** Shown instead of the list (loading, a failure, nothing to choose). */
  aviso?: ReactNode;
}) {
  const { control } = useFormContext();
  const { id, erro, limpar } = useCampo(name);
  return (
    <fieldset className="grid gap-2" aria-describedby={erro ? `${id}-erro` : undefined}>
      <legend className="mb-1.5 text-sm leading-none font-medium text-slate-800">{legenda}</legend>
      {aviso ?? (
        <Controller
          control={control}
          name={name}
          render={({ field }) => {
            const escolhidos = field.value as string[];
            return (
              <div className="grid max-h-44 gap-2 overflow-y-auto rounded-md border border-slate-200 p-3">
                {opcoes.map((opcao) => (
                  <label key={opcao.id} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4 rounded border-slate-300 accent-blue-600"
                      checked={escolhidos.includes(opcao.id)}
                      onChange={(e) => {
                        limpar();
                        field.onChange(e.target.checked ? [...escolhidos, opcao.id] : escolhidos.filter((i) => i !== opcao.id));
                      }}
                    />
                    {opcao.nome}
                  </label>
                ))}
              </div>
            );
          }}
        />
      )}
      {erro ? (
        <p id={`${id}-erro`} className="text-sm text-red-600">
          {erro}
        </p>
      ) : null}
    </fieldset>
  );
}
