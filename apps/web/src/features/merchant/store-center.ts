/** The seller app (store center, product center), a separate app served under /seller/ (spec §6). */
export const STORE_CENTER_PATH = '/seller/';

/** Leaves the buyer app for the store center: a full page load, since the seller app is another app. */
export function openStoreCenter(): void {
  window.location.assign(STORE_CENTER_PATH);
}
