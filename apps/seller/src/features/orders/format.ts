import { localeOf } from '@market/app-kit/languages';
import { useTranslation } from 'react-i18next';

/** Store money is kept in USDT (the ledger's currency, DESIGN "Data"). */
const CURRENCY = 'USDT';

/**
 * Money and times in the reader's language through Intl. A money string goes to Intl as it is (it
 * formats the decimal string exactly, no float on the way).
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8 });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    money: (value: string) => `${number.format(value as unknown as number)} ${CURRENCY}`,
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
  };
}
