import { type KeyboardEvent, useEffect, useState } from 'react';
import type { Municipio } from '../../../../domain/schemas/municipio';
import { camposDe } from '../../../components/campos';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { useMunicipios } from '../api/carregar-aluno';
import type { FichaFormValues } from './ficha-form';

const { CampoControlado } = camposDe<FichaFormValues>();

/**
 * A municipality chosen by name and kept as its IBGE code: a combobox that searches the server as the
 * user types (accents ignored), with the arrow keys, Enter and Escape. What was typed without choosing
 * is not a municipality: the field stays empty and says so.
 */
export function CampoMunicipio({
  name,
  label,
  nomeInicial,
}: {
  name: 'municipio_ibge' | 'municipio_nascimento_ibge';
  label: string;
  nomeInicial: string | null;
}) {
  return (
    <CampoControlado name={name}>{(c) => <BuscaMunicipio {...c} label={label} nomeInicial={nomeInicial} />}</CampoControlado>
  );
}

function BuscaMunicipio({
  id,
  value,
  onChange,
  erro,
  label,
  nomeInicial,
}: {
  id: string;
  value: string;
  onChange: (codigo: string) => void;
  erro?: string;
  label: string;
  nomeInicial: string | null;
}) {
  const [texto, setTexto] = useState(value ? (nomeInicial ?? value) : '');
  const [busca, setBusca] = useState('');
  const [aberto, setAberto] = useState(false);
  const [ativo, setAtivo] = useState(0);
  useEffect(() => {
    const espera = setTimeout(() => setBusca(texto), 250);
    return () => clearTimeout(espera);
  }, [texto]);
  const { data, isFetching } = useMunicipios(aberto ? busca : '');
  const itens = aberto ? (data?.itens ?? []) : [];
  const lista = `${id}-lista`;
  const opcao = (m: Municipio) => `${id}-op-${m.codigo}`;

  const escolher = (m: Municipio) => {
    onChange(m.codigo);
    setTexto(`${m.nome}/${m.uf}`);
    setAberto(false);
  };
  const teclas = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setAberto(true);
      if (itens.length) setAtivo((i) => (i + (e.key === 'ArrowDown' ? 1 : itens.length - 1)) % itens.length);
    } else if (e.key === 'Enter' && itens[ativo]) {
      e.preventDefault();
      escolher(itens[ativo]);
    } else if (e.key === 'Escape' && aberto) {
      e.preventDefault();
      setAberto(false);
    }
  };
  const semEscolha = texto.trim() !== '' && !value && !aberto;

  return (
    <FormField id={id} label={label} error={erro}>
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          autoComplete="off"
          placeholder="Digite o nome do município"
          aria-expanded={itens.length > 0}
          aria-controls={lista}
          aria-autocomplete="list"
          aria-activedescendant={itens[ativo] ? opcao(itens[ativo]) : undefined}
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? `${id}-erro` : semEscolha ? `${id}-dica` : undefined}
          value={texto}
          onChange={(e) => {
            setTexto(e.target.value);
            setAberto(true);
            setAtivo(0);
            if (value) onChange('');
          }}
          onKeyDown={teclas}
          onBlur={() => setAberto(false)}
        />
        <ul
          id={lista}
          role="listbox"
          aria-label={label}
          hidden={itens.length === 0}
          className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {itens.map((m, i) => (
            <li
              key={m.codigo}
              id={opcao(m)}
              role="option"
              aria-selected={i === ativo}
              // Chosen before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                escolher(m);
              }}
              className={`cursor-pointer px-3 py-2 text-sm max-sm:min-h-11 ${i === ativo ? 'bg-blue-50 text-blue-900' : 'text-slate-800'}`}
            >
              {m.nome} – {m.uf}
            </li>
          ))}
        </ul>
      </div>
      {aberto && isFetching && !itens.length ? <p className="text-xs text-slate-600">Buscando municípios...</p> : null}
      {semEscolha ? (
        <p id={`${id}-dica`} className="text-xs text-amber-800">
          Escolha um município da lista.
        </p>
      ) : null}
    </FormField>
  );
}
