import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCart } from './state/cart.ts';
import './cart-entry.css';

/** The cart from home (decision 024): its icon and, when it holds something, the item count. */
export function CartEntry() {
  const { t, i18n } = useTranslation();
  const count = useCart((state) => state.shopCart.reduce((sum, line) => sum + line.num, 0));
  const counts = new Intl.NumberFormat(i18n.language);
  return (
    <Link to="/cart" className="cart-entry" aria-label={t('mine.cart')} data-testid="home-cart">
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.4 12.2a1 1 0 0 0 1 .8h10.2a1 1 0 0 0 1-.8L21 7H6" />
      </svg>
      {count > 0 && (
        <span className="cart-entry-badge" data-testid="home-cart-count">
          {count > 99 ? `${counts.format(99)}+` : counts.format(count)}
        </span>
      )}
    </Link>
  );
}
