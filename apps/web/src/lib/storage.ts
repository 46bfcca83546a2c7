/** The client state keys of spec §3, in local storage. */
export const StorageKey = {
  isLogin: 'il',
  token: 'access_key',
  userInfo: 'userInfo',
  website: 'website',
  currency: 'currency',
  exchangeRate: 'exchange_rate',
  lang: 'lang',
  favoriteProducts: 'favoriteProducts',
  shopCart: 'shopCart',
} as const;

export function readJson<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
