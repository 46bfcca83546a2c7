import { localeOf } from '@market/app-kit/languages';

/** A server time (ISO) as the reader's date and time. */
export function formatTime(iso: string | null, lang: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
