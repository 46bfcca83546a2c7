export * from './client.ts';
export * from './errors.ts';
export * from './account.ts';
export * from './catalogue.ts';
export * from './order.ts';
