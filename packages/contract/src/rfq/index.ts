export * from './limits.ts';
export * from './quotes.ts';
