import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildNewsTree } from './news-tree.ts';
import type { Website } from './use-website.ts';

// spec §1: users from 103 countries, 8 exchange or wallet logos and 6 partner logos linking out
export const COUNTRY_COUNT = 103;
const EXCHANGES = [
  { name: 'Binance', url: 'https://www.binance.com', color: '#b8860b' },
  { name: 'Coinbase', url: 'https://www.coinbase.com', color: '#0a4fd6' },
  { name: 'OKX', url: 'https://www.okx.com', color: '#111111' },
  { name: 'Kraken', url: 'https://www.kraken.com', color: '#5741d9' },
  { name: 'KuCoin', url: 'https://www.kucoin.com', color: '#137a63' },
  { name: 'Bitget', url: 'https://www.bitget.com', color: '#0e7490' },
  { name: 'Trust Wallet', url: 'https://trustwallet.com', color: '#1d4ed8' },
  { name: 'MetaMask', url: 'https://metamask.io', color: '#b45309' },
];
const PARTNERS = [
  { name: 'DHL', url: 'https://www.dhl.com', color: '#b91c1c' },
  { name: 'FedEx', url: 'https://www.fedex.com', color: '#4d148c' },
  { name: 'UPS', url: 'https://www.ups.com', color: '#5b3a1e' },
  { name: 'Maersk', url: 'https://www.maersk.com', color: '#0369a1' },
  { name: 'Visa', url: 'https://www.visa.com', color: '#1a1f71' },
  { name: 'Mastercard', url: 'https://www.mastercard.com', color: '#9a3412' },
];
const ORDER_STATUSES = ['all', 'paid', 'shipped', 'received', 'assess'] as const;

/**
 * Our own drawing of a logo: the initials on a coloured disc, hidden from screen readers, which
 * name the link by its visible name (an aria-label would not match the visible "B Binance").
 */
function Logo({ name, url, color }: { name: string; url: string; color: string }) {
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="footer-logo">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="20" fill={color} />
        <text x="20" y="25" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
          {initials}
        </text>
      </svg>
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
        {EXCHANGES.map((logo) => (
          <Logo key={logo.name} {...logo} />
        ))}
      </div>
      <h2>{t('footer.partners')}</h2>
      <div className="footer-logos" data-testid="footer-partners">
        {PARTNERS.map((logo) => (
          <Logo key={logo.name} {...logo} />
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
