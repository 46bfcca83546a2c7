import i18next from 'i18next';

const localeOf = (lang: string) => (lang === 'tw' ? 'zh-TW' : lang);

/** An amount of a currency as the reader writes numbers, exact (Intl formats the decimal string). */
export function formatAmount(value: string, currency: string): string {
  const number = new Intl.NumberFormat(localeOf(i18next.language), {
    maximumFractionDigits: 8,
  }).format(value as unknown as number);
  return `${number} ${currency}`;
}

/** A moment as a medium date and a short time in the reader's language. */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(localeOf(i18next.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
