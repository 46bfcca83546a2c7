import type { SellerStoreProfile } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Which of the three states the store is in, as a coloured tag. */
function StatusTag({ store }: { store: SellerStoreProfile }) {
  const { t } = useTranslation();
  const state = store.status === 'suspended' ? 'suspended' : store.is_holiday ? 'holiday' : 'open';
  return (
    <span className={`store-status is-${state}`} data-testid="store-status">
      {t(`store.status.${state}`)}
    </span>
  );
}

/** The banner, the logo and the name as buyers see them, with the way to edit them. */
export function StoreHeader({ store }: { store: SellerStoreProfile }) {
  const { t } = useTranslation();
  return (
    <header className="store-header">
      <div className="store-banner">
        {store.banner && (
          <img
            src={store.banner.url}
            srcSet={store.banner.srcset}
            sizes="(min-width: 960px) 760px, 100vw"
            alt=""
          />
        )}
      </div>
      <div className="store-identity">
        <div className="store-logo">
          {store.logo ? (
            <img src={store.logo.url} srcSet={store.logo.srcset} sizes="72px" alt="" />
          ) : (
            <span aria-hidden="true">{[...store.name][0]?.toUpperCase()}</span>
          )}
        </div>
        <div className="store-name-block">
          <h1 className="store-name" data-testid="store-name">
            {store.name}
          </h1>
          <StatusTag store={store} />
        </div>
        <Link to="/store/edit" className="store-edit-link" data-testid="store-edit">
          {t('store.edit')}
        </Link>
      </div>
    </header>
  );
}
