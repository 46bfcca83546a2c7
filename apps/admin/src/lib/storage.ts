/**
 * The back office's keys in local storage. The buyer's session is `access_key`, the seller's
 * `seller_access_key`: the admin's token has its own, so logging into one app neither logs into
 * nor out of another on the same browser. The language (`lang`) is shared (app-kit LANGUAGE_KEY).
 */
export const StorageKey = {
  token: 'admin_access_key',
} as const;
