import type { JSX, ReactNode } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import { CampoAreaTexto } from './campo-area-texto';
import { CampoBooleano } from './campo-booleano';
import { CampoCaixas } from './campo-caixas';
import { type Controle, CampoControlado } from './campo-controlado';
import { CampoSelect } from './campo-select';
import { CampoData, CampoNumero, CampoTexto } from './campo-texto';

type Nomeado<C extends (props: never) => JSX.Element, T> = (
  props: Omit<Parameters<C>[0], 'name'> & { name: Path<T> },
) => JSX.Element;

/** The field components of a form with values T: the same components, with names checked against T. */
export interface Campos<T extends FieldValues> {
  CampoTexto: Nomeado<typeof CampoTexto, T>;
  CampoNumero: Nomeado<typeof CampoNumero, T>;
  CampoData: Nomeado<typeof CampoData, T>;
  CampoAreaTexto: Nomeado<typeof CampoAreaTexto, T>;
  CampoSelect: Nomeado<typeof CampoSelect, T>;
  CampoBooleano: Nomeado<typeof CampoBooleano, T>;
  CampoCaixas: Nomeado<typeof CampoCaixas, T>;
  CampoControlado: <N extends Path<T>>(props: {
    name: N;
    children: (controle: Controle<PathValue<T, N>>) => ReactNode;
  }) => JSX.Element;
}

const CAMPOS = { CampoTexto, CampoNumero, CampoData, CampoAreaTexto, CampoSelect, CampoBooleano, CampoCaixas, CampoControlado };

export function camposDe<T extends FieldValues>(): Campos<T> {
  return CAMPOS;
}

export type { Controle };
