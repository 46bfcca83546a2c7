import { useTranslation } from 'react-i18next';
import { formatMoney } from './format.ts';
import { StorageKey } from './storage.ts';

/** Money in the site currency (spec §3 `currency`), through Intl in the reader's language. */
export function useMoney(): (value: string) => string {
  // re-renders on a language change, so the formatter follows it
  useTranslation();
  const currency = localStorage.getItem(StorageKey.currency) || 'USDT';
  return (value: string) => formatMoney(value, currency);
}
