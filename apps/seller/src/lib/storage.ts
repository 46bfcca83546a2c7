/**
 * The seller app's keys in local storage. The buyer app on the same origin keeps its session under
 * `access_key` / `il` / `userInfo`: the seller's token has a key of its own, so logging into one app
 * neither logs into nor out of the other. The language (`lang`) is shared (app-kit LANGUAGE_KEY).
 */
export const StorageKey = {
  token: 'seller_access_key',
} as const;
