export * from './client.ts';
export * from './errors.ts';
export * from './bind.ts';
