import type { StoreCard as Store } from '@market/contract';
import './catalogue.css';
import './catalogue-stores.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../format.ts';
import { StoreLogo } from './store-logo.tsx';

/** A store in a list: logo, name, followers, sales and positive reviews, opening the store page. */
export function StoreCard({ store, action }: { store: Store; action?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article className="store-card" data-testid="store-card" data-store-id={store.id}>
      <Link to={`/store/${store.id}`} className="store-card-link">
        <StoreLogo store={store} size={56} />
        <span className="store-card-body">
          <span className="store-card-name" data-testid="store-card-name">
            {store.name}
          </span>
          <span className="store-card-meta">
            <span>{t('catalogue.followers', { value: format.count(store.follower_count) })}</span>
            <span>{t('catalogue.sellCount', { value: format.count(store.sell_count) })}</span>
            <span>
              {t('catalogue.positiveRate', { value: format.percent(Number(store.positive_rate) / 100) })}
            </span>
          </span>
        </span>
      </Link>
      {action}
    </article>
  );
}
