import { localeOf } from '@market/app-kit/languages';
import { useTranslation } from 'react-i18next';

/** A date in the reader's language (Intl), as a review and its reply show it. */
export function useDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' });
  return (iso: string) => format.format(new Date(iso));
}
