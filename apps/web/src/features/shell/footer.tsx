import {
  DEFAULT_EXCHANGE_LOGOS,
  DEFAULT_PARTNER_LOGOS,
  type FooterLogo,
} from '@market/contract/footer-logos';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildNewsTree } from './news-tree.ts';
import type { Website } from './use-website.ts';

// spec §1: users from 103 countries, 8 exchange or wallet logos and 6 partner logos linking out
export const COUNTRY_COUNT = 103;
// the colours of the discs drawn for the default logos; another name gets one by its letters
const COLORS: Record<string, string> = {
  Binance: '#b8860b',
  Coinbase: '#0a4fd6',
  OKX: '#111111',
  Kraken: '#5741d9',
  KuCoin: '#137a63',
  Bitget: '#0e7490',
  'Trust Wallet': '#1d4ed8',
  MetaMask: '#b45309',
  DHL: '#b91c1c',
  FedEx: '#4d148c',
  UPS: '#5b3a1e',
  Maersk: '#0369a1',
  Visa: '#1a1f71',
  Mastercard: '#9a3412',
};
const PALETTE = ['#1d4ed8', '#137a63', '#9a3412', '#5741d9', '#0e7490', '#b91c1c'];
const colorOf = (name: string) =>
  COLORS[name] ?? PALETTE[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PALETTE.length]!;
const ORDER_STATUSES = ['all', 'paid', 'shipped', 'received', 'assess'] as const;

/**
 * A logo the back office set (decision 044): its uploaded picture, or our own drawing, the initials
 * on a coloured disc. Either is hidden from screen readers, which name the link by its visible name
 * (an aria-label would not match the visible "B Binance").
 */
function Logo({ name, link, image }: FooterLogo) {
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className="footer-logo">
      {image ? (
        <img src={image} width="40" height="40" alt="" aria-hidden="true" loading="lazy" />
      ) : (
        <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
          <circle cx="20" cy="20" r="20" fill={colorOf(name)} />
          <text x="20" y="25" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
            {initials}
          </text>
        </svg>
      )}
      <span>{name}</span>
    </a>
  );
}

export function Footer({ website }: { website: Website | undefined }) {
  const { t } = useTranslation();
  const news = buildNewsTree(website?.footer_news ?? []);
  return (
    <footer className="site-footer" data-testid="footer">
      <p className="footer-countries">{t('footer.countries', { count: COUNTRY_COUNT })}</p>
      <p className="footer-shipping">{t('footer.shipping')}</p>
      <h2>{t('footer.exchanges')}</h2>
      <div className="footer-logos" data-testid="footer-exchanges">
        {(website?.exchange_logos ?? DEFAULT_EXCHANGE_LOGOS).map((logo, index) => (
          <Logo key={index} {...logo} />
        ))}
      </div>
      <h2>{t('footer.partners')}</h2>
      <div className="footer-logos" data-testid="footer-partners">
        {(website?.partner_logos ?? DEFAULT_PARTNER_LOGOS).map((logo, index) => (
          <Logo key={index} {...logo} />
        ))}
      </div>
      {news.map((group) => (
        <nav key={group.id} aria-label={group.title} className="footer-news">
          <h2>
            <Link to={`/page/${group.id}`}>{group.title}</Link>
          </h2>
          {group.children?.map((item) => (
            <Link key={item.id} to={`/page/${item.id}`}>
              {item.title}
            </Link>
          ))}
        </nav>
      ))}
      <nav aria-label={t('footer.orders')} className="footer-news">
        <h2>{t('footer.orders')}</h2>
        {ORDER_STATUSES.map((status) => (
          <Link key={status} to={`/order?status=${status}`}>
            {t(`orders.${status}`)}
          </Link>
        ))}
      </nav>
      <p className="footer-version">v0.2.1</p>
    </footer>
  );
}
