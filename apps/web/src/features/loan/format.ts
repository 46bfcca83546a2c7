import { localeOf } from '@market/app-kit/languages';
import i18next from 'i18next';

export { formatAmount, formatWhen } from '@market/app-kit/withdraw/format';

/** A daily rate as a percentage in the reader's language (`0.0008` → `0.08%`), exact: Intl formats the string. */
export const formatRate = (rate: string): string =>
  new Intl.NumberFormat(localeOf(i18next.language), { style: 'percent', maximumFractionDigits: 6 }).format(
    rate as unknown as number,
  );

/** A day as a medium date in the reader's language. */
export const formatDay = (iso: string): string =>
  new Intl.DateTimeFormat(localeOf(i18next.language), { dateStyle: 'medium' }).format(new Date(iso));
