import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import { readJson, StorageKey } from '../../lib/storage.ts';
import './cart-entry.css';

/** Units in the stored `shopCart`, read as home opens and when another tab changes it. */
function storedCount(): number {
  return readJson<{ num: number }[]>(StorageKey.shopCart, []).reduce((sum, line) => sum + line.num, 0);
}

// the badge reads the stored cart rather than the cart's store, and the icon is drawn by the CSS:
// the store, its rules and an inline SVG would add about 1 KB gzip to the home route's first load,
// which has a 150 KB budget (decision 024)
function useStoredCount(): number {
  const [count, setCount] = useState(storedCount);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === StorageKey.shopCart) setCount(storedCount());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return count;
}

/** The cart from home (decision 024): its icon and, when it holds something, the item count. */
export function CartEntry() {
  const { t, i18n } = useTranslation();
  const count = useStoredCount();
  const counts = new Intl.NumberFormat(i18n.language);
  return (
    <Link to="/cart" className="cart-entry" aria-label={t('mine.cart')} data-testid="home-cart">
      {count > 0 && (
        <span className="cart-entry-badge count-badge" data-testid="home-cart-count">
          {count > 99 ? `${counts.format(99)}+` : counts.format(count)}
        </span>
      )}
    </Link>
  );
}
