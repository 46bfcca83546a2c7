import ErrorBlock from 'antd-mobile/es/components/error-block';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useTranslation } from 'react-i18next';
import { useStoreProfile } from './api/use-store.ts';
import { HolidayCard } from './components/holiday-card.tsx';
import { SalesCard } from './components/sales-card.tsx';
import { SalesFigures } from './components/sales-figures.tsx';
import { StoreHeader } from './components/store-header.tsx';
import { StoreStats } from './components/store-stats.tsx';
import './store.css';

/** `/seller/`: the store center. The store as buyers see it, its switch, figures and sales chart. */
export default function StorePage() {
  const { t } = useTranslation();
  const { data: store, isError, refetch } = useStoreProfile();
  if (isError) {
    return (
      <ErrorBlock status="disconnected" title={t('common.loadFailed')} description="">
        <button type="button" className="link-button" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </ErrorBlock>
    );
  }
  if (!store) return <div className="store-skeleton" data-testid="store-loading" />;
  return (
    <div className="store-center" data-testid="store-center">
      {store.status === 'suspended' && (
        <NoticeBar
          color="error"
          wrap
          content={t('store.suspended', { reason: store.status_reason })}
          data-testid="store-suspended"
        />
      )}
      <section className="store-card store-profile">
        <StoreHeader store={store} />
        <StoreStats store={store} />
      </section>
      <HolidayCard store={store} />
      <SalesFigures store={store} />
      <SalesCard />
      <section className="store-card" aria-labelledby="store-about-title">
        <h2 id="store-about-title" className="store-card-title">
          {t('store.about')}
        </h2>
        <p className="store-intro" data-testid="store-intro">
          {store.intro || t('store.noIntro')}
        </p>
        {store.contact && (
          <p className="store-contact">
            <span>{t('store.contact')}</span> <bdi data-testid="store-contact">{store.contact}</bdi>
          </p>
        )}
      </section>
    </div>
  );
}
