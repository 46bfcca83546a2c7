import { SELLER_ORDER_TABS, type SellerOrderTab } from '@market/contract/seller-limits';
import { localeOf } from '@market/app-kit/languages';
import { SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListEnd, ListError, ListSkeleton } from '../../components/list-states.tsx';
import { type TabCount, useOrderCounts, useStoreOrders } from './api/get-orders.ts';
import { OrderCard } from './order-card.tsx';
import './orders.css';

const isTab = (value: string | null): value is SellerOrderTab =>
  (SELLER_ORDER_TABS as readonly string[]).includes(value ?? '');

/** Order numbers are digits: anything else typed into the search is dropped as it is typed. */
const digitsOf = (value: string) => value.replace(/\D/g, '').slice(0, 18);

/**
 * /orders?tab=&q=: the store's paid orders by tab (to ship first), each tab with its count, and a
 * search by order number. Both live in the address, so the back button from an order returns here.
 */
export default function OrdersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: SellerOrderTab = isTab(params.get('tab')) ? (params.get('tab') as SellerOrderTab) : 'to_ship';
  const keyword = digitsOf(params.get('q') ?? '');
  const [typed, setTyped] = useState(keyword);
  const counts = useOrderCounts(keyword);
  const query = useStoreOrders(tab, keyword);
  const orders = query.data?.pages.flatMap((page) => page.list) ?? [];

  const show = (next: { tab?: SellerOrderTab; q?: string }) => {
    const q = next.q ?? keyword;
    setParams({ tab: next.tab ?? tab, ...(q ? { q } : {}) }, { replace: true });
  };

  return (
    <div className="orders-page">
      <h1 className="page-title">{t('orders.title')}</h1>
      <SearchBar
        className="orders-search"
        placeholder={t('orders.search')}
        value={typed}
        onChange={(value) => setTyped(digitsOf(value))}
        onSearch={(value) => show({ q: digitsOf(value) })}
        onClear={() => show({ q: '' })}
        aria-label={t('orders.search')}
        data-testid="orders-search"
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => show({ tab: key as SellerOrderTab })}
        // antd-mobile's Tabs take their own direction (ltr unless told) for scrolling and the ink bar
        direction={i18n.dir()}
        className="orders-tabs"
        data-testid="orders-tabs"
      >
        {SELLER_ORDER_TABS.map((key) => (
          <Tabs.Tab key={key} title={<TabTitle tab={key} count={counts[key]} />} />
        ))}
      </Tabs>
      {keyword && (
        <p className="orders-searching" data-testid="orders-searching">
          {t('orders.searching', { keyword })}
        </p>
      )}
      {query.isPending ? (
        <ListSkeleton className="order-card" />
      ) : query.isError && !query.isFetchNextPageError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : orders.length === 0 ? (
        <ListEmpty testId="orders-empty">
          {keyword ? t('orders.emptySearch', { keyword }) : t(`orders.empty.${tab}`)}
        </ListEmpty>
      ) : (
        <div
          className={query.isPlaceholderData ? 'order-list is-stale' : 'order-list'}
          data-testid="order-list"
        >
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
          <ListEnd query={query} loadMore={t('orders.loadMore')} noMore={t('orders.noMore')} />
        </div>
      )}
    </div>
  );
}

function TabTitle({ tab, count }: { tab: SellerOrderTab; count: TabCount | undefined }) {
  const { t, i18n } = useTranslation();
  const number = count && new Intl.NumberFormat(localeOf(i18n.language)).format(count.count);
  return (
    <span className="orders-tab" data-testid={`orders-tab-${tab}`}>
      {t(`orders.tabs.${tab}`)}
      {count && count.count > 0 && (
        <span
          className={tab === 'to_ship' ? 'tab-count is-hot' : 'tab-count'}
          data-testid={`orders-count-${tab}`}
        >
          {count.isCapped ? `${number}+` : number}
        </span>
      )}
    </span>
  );
}
