import type { SellerStoreProfile } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { count } from '../format.ts';

/** Rating (a link to the reviews), positive-review rate, followers and products on shelf, in a row. */
export function StoreStats({ store }: { store: SellerStoreProfile }) {
  const { t } = useTranslation();
  return (
    <ul className="store-stats">
      <li>
        <Link to="/reviews" className="store-stat is-link" data-testid="store-rating">
          <strong>{store.rating === null ? '—' : `★ ${store.rating.toFixed(1)}`}</strong>
          <span>{t('store.reviewCount', { value: count(store.review_count) })}</span>
        </Link>
      </li>
      <li className="store-stat" data-testid="store-positive-rate">
        <strong>{`${store.positive_rate}%`}</strong>
        <span>{t('store.positiveRate')}</span>
      </li>
      <li className="store-stat" data-testid="store-followers">
        <strong>{count(store.follower_count)}</strong>
        <span>{t('store.followers')}</span>
      </li>
      <li className="store-stat" data-testid="store-products">
        <strong>{count(store.product_count)}</strong>
        <span>{t('store.products')}</span>
      </li>
    </ul>
  );
}
