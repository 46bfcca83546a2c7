import { localeOf } from '@market/app-kit/languages';
import { formatMoney } from '@market/app-kit/money';
import { useTranslation } from 'react-i18next';

/** Money (the store's, in USDT) and times in the reader's language through Intl. */
export function useFormat() {
  const { i18n } = useTranslation();
  const dateTime = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return {
    money: (value: string) => formatMoney(value, 'USDT'),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}
