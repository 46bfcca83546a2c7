import i18next from 'i18next';
import { localeOf } from '../../lib/locale.ts';

/** Today as `YYYY-MM-DD` in the device's time zone: the day party B signs. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A `YYYY-MM-DD` day in the app's language, read as that calendar day wherever the device is. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(i18next.language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, date!)),
  );
}

/** A moment's time of day in the app's language (when the status was last checked). */
export function formatTime(at: number): string {
  return new Intl.DateTimeFormat(localeOf(i18next.language), { timeStyle: 'medium' }).format(new Date(at));
}
