import i18next from 'i18next';
import { localeOf } from '../../lib/locale.ts';

/** When a message came, in the reader's language: "12 Mar 2026, 14:05". */
export function formatSentAt(iso: string): string {
  return new Intl.DateTimeFormat(localeOf(i18next.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
