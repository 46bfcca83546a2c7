/**
 * Every table, for tests and tools: each is declared in the schema file of the module that owns
 * it (drizzle.config.ts reads them there). Application code imports a table from its owner's
 * public entry, never from here (eslint.config.js, "server boundaries").
 */
export * from '../lib/throttle-schema.ts';
export * from '../modules/address/schema.ts';
export * from '../modules/audit/schema.ts';
export * from '../modules/cart/schema.ts';
export * from '../modules/catalogue/schema.ts';
export * from '../modules/ems/schema.ts';
export * from '../modules/ledger/schema.ts';
export * from '../modules/loan/schema.ts';
export * from '../modules/merchant/schema.ts';
export * from '../modules/message/schema.ts';
export * from '../modules/order/schema.ts';
export * from '../modules/rfq/schema.ts';
export * from '../modules/session/schema.ts';
export * from '../modules/site/schema.ts';
export * from '../modules/social/schema.ts';
export * from '../modules/upload/schema.ts';
export * from '../modules/user/schema.ts';
export * from '../modules/wallet/schema.ts';
