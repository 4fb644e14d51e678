import { ANOS_SERIE, ANOS_INDIVIDUAIS, COMPONENTES, ETAPAS, ETAPA_LABEL } from '../../../../domain/bncc';

/** The component choices, grouped by etapa (Língua Portuguesa appears in EF and EM). */
export function OpcoesComponente({ unicas = false }: { unicas?: boolean }) {
  const vistos = new Set<string>();
  return (
    <>
      {ETAPAS.map((etapa) => {
        const itens = COMPONENTES[etapa].filter((c) => !unicas || !vistos.has(c));
        itens.forEach((c) => vistos.add(c));
        return (
          <optgroup key={etapa} label={ETAPA_LABEL[etapa]}>
            {itens.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </optgroup>
        );
      })}
    </>
  );
}

/** Year/grade choices: single years for the filter; single years and the official spans in the form. */
export function OpcoesAnoSerie({ comFaixas = false }: { comFaixas?: boolean }) {
  return (
    <>
      {ETAPAS.map((etapa) => (
        <optgroup key={etapa} label={ETAPA_LABEL[etapa]}>
          {(comFaixas ? ANOS_SERIE : ANOS_INDIVIDUAIS)[etapa].map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
