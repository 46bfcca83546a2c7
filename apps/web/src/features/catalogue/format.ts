import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { localeOf } from '../../lib/locale.ts';
import { StorageKey } from '../../lib/storage.ts';

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
