import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { localeOf } from '../../lib/locale.ts';
import { StorageKey } from '../../lib/storage.ts';

interface Formats {
  counts: Intl.NumberFormat;
  percents: Intl.NumberFormat;
}

// built once per language: every card of a list calls useFormat, and an Intl.NumberFormat costs
// far more to build than to use (decision 065)
const formatsByLocale = new Map<string, Formats>();

function formatsOf(locale: string): Formats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = {
      counts: new Intl.NumberFormat(locale),
      percents: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/** Money in the site currency, counts and rates in the reader's language, all through Intl. */
export function useFormat() {
  const { i18n } = useTranslation();
  const { counts, percents } = formatsOf(localeOf(i18n.language));
  const currency = localStorage.getItem(StorageKey.currency) || 'USDT';
  return {
    money: (value: string) => formatMoney(value, currency),
    count: (value: number) => counts.format(value),
    /** `fraction` as a percentage: "0.05" is 5 %. */
    percent: (fraction: string | number) => percents.format(Number(fraction)),
  };
}
