export * from './limits.ts';
export * from './address.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './quick-order.ts';
