import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  afterAll(() => i18next.changeLanguage('en'));

  it('formats in the language of the moment, each language with its own digits and separators', async () => {
    await i18next.init({ lng: 'en', resources: {} });
    expect(formatMoney('1234.5')).toBe('1,234.50 USDT');
    await i18next.changeLanguage('de');
    expect(formatMoney('1234.5', 'EUR')).toBe('1.234,50 EUR');
    await i18next.changeLanguage('ar');
    expect(formatMoney('1234.5')).toBe(
      `${new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(1234.5)} USDT`,
    );
    await i18next.changeLanguage('en');
    expect(formatMoney('0.12345678')).toBe('0.12345678 USDT');
    // a decimal string beyond a float's digits is formatted exactly
    expect(formatMoney('90071992547409.93')).toBe('90,071,992,547,409.93 USDT');
  });
});
