export * from './regras';
export * from './notas';
export * from './frequencia';
