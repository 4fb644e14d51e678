export * from './tenancy';
export * from './auth';
export * from './access';
export * from './academic';
export * from './system';
