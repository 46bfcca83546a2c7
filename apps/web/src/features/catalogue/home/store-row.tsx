import type { StoreCard } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../format.ts';

/** Recommended stores as tiles to swipe sideways: logo, name and followers. */
export function StoreRow({ stores }: { stores: StoreCard[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <div className="store-row">
      {stores.map((store) => (
        <Link key={store.id} to={`/store/${store.id}`} className="store-tile" data-testid="store-tile">
          <img
            className="store-logo"
            src={store.logo}
            srcSet={store.logo_srcset}
            sizes="56px"
            loading="lazy"
            decoding="async"
            width={56}
            height={56}
            alt=""
          />
          <span className="store-tile-name">{store.name}</span>
          <span className="store-tile-meta">
            {t('catalogue.followers', { value: format.count(store.follower_count) })}
          </span>
        </Link>
      ))}
    </div>
  );
}
