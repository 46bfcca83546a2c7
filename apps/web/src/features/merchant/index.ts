// What other features may use of the merchant application (decision 017): the way to the store center.
export { openStoreCenter, STORE_CENTER_PATH } from './store-center.ts';
