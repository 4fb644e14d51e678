export * from './regras';
export * from './notas';
export * from './frequencia';
export * from './sub-avaliacoes';
export * from './resultado-final';
