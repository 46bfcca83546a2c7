/**
 * The footer's logos without zod (the buyer app's first screen imports them): the type, the
 * defaults, the limits and the check of a list. The schema is in footer-logos.ts.
 */

/** A logo in the buyer app's footer: its name, an https link, an uploaded picture or ''. */
export interface FooterLogo {
  name: string;
  link: string;
  image: string;
}

export const MAX_EXCHANGE_LOGOS = 8;
export const MAX_PARTNER_LOGOS = 6;

const logo = (name: string, link: string): FooterLogo => ({ name, link, image: '' });

/** What the footer showed before the logos became settings: a fresh site's defaults. */
export const DEFAULT_EXCHANGE_LOGOS: FooterLogo[] = [
  logo('Binance', 'https://www.binance.com'),
  logo('Coinbase', 'https://www.coinbase.com'),
  logo('OKX', 'https://www.okx.com'),
  logo('Kraken', 'https://www.kraken.com'),
  logo('KuCoin', 'https://www.kucoin.com'),
  logo('Bitget', 'https://www.bitget.com'),
  logo('Trust Wallet', 'https://trustwallet.com'),
  logo('MetaMask', 'https://metamask.io'),
];
export const DEFAULT_PARTNER_LOGOS: FooterLogo[] = [
  logo('DHL', 'https://www.dhl.com'),
  logo('FedEx', 'https://www.fedex.com'),
  logo('UPS', 'https://www.ups.com'),
  logo('Maersk', 'https://www.maersk.com'),
  logo('Visa', 'https://www.visa.com'),
  logo('Mastercard', 'https://www.mastercard.com'),
];

const LINK = /^https:\/\/[^\s/$.?#][^\s]*$/i;
const IMAGE = /^\/uploads\/[a-f0-9]{64}\.webp$/;

/**
 * The first problem of a list of logos as a message key and the field's full path
 * (`exchange_logos.2.link`): the error handler names a field by its last key, which every logo
 * shares, so the check sits on the whole settings object and names the path as one key.
 */
export function footerLogoProblem(
  list: string,
  logos: readonly FooterLogo[],
): { message: string; field: string } | undefined {
  for (const [index, item] of logos.entries()) {
    const at = (key: keyof FooterLogo) => `${list}.${index}.${key}`;
    if (!item.name) return { message: 'enter_logo_name', field: at('name') };
    if (!LINK.test(item.link)) return { message: 'logo_link_format', field: at('link') };
    if (item.image && !IMAGE.test(item.image)) return { message: 'image_format', field: at('image') };
  }
  return undefined;
}
