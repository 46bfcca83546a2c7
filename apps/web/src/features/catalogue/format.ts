import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { StorageKey } from '../../lib/storage.ts';

/** The Intl locale of an app language ('tw' is the app's code for Traditional Chinese). */
export const localeOf = (lang: string) => (lang === 'tw' ? 'zh-TW' : lang || 'en');

/** Money in the site currency, counts and rates in the reader's language, all through Intl. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const currency = localStorage.getItem(StorageKey.currency) || 'USDT';
  const counts = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money: (value: string) => formatMoney(value, currency),
    count: (value: number) => counts.format(value),
    /** `fraction` as a percentage: "0.05" is 5 %. */
    percent: (fraction: string | number) => percents.format(Number(fraction)),
  };
}
