/** The five user types; also the names of the five predefined roles. */
export const TIPOS_USUARIO = ['administrador', 'empresa', 'gestor', 'professor', 'aluno'] as const;
export type TipoUsuario = (typeof TIPOS_USUARIO)[number];

export const TIPO_USUARIO_LABEL: Record<TipoUsuario, string> = {
  administrador: 'Administrador',
  empresa: 'Empresa',
  gestor: 'Gestor',
  professor: 'Professor',
  aluno: 'Aluno',
};

/** Unknown types are labelled 'Aluno'. */
export function tipoUsuarioLabel(tipo: string | null | undefined): string {
  return TIPO_USUARIO_LABEL[tipo as TipoUsuario] ?? 'Aluno';
}

/** Badge colours per type (administrador red … aluno purple). */
export const TIPO_USUARIO_COR: Record<TipoUsuario, 'red' | 'orange' | 'blue' | 'green' | 'purple'> = {
  administrador: 'red',
  empresa: 'orange',
  gestor: 'blue',
  professor: 'green',
  aluno: 'purple',
};
