import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InfiniteList } from '../../components/infinite-list.tsx';
import { EmptyState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { OrderFilter } from '@market/contract/order-limits';
import { itemsOf } from '../../lib/paging.ts';
import { useSession } from '../../state/session.ts';
import { useOrders } from './api/get-orders.ts';
import { OrderCard } from './order-card.tsx';
import './order.css';
import './order-more.css';

/** The tabs of spec §2 (All, Paid, Shipped, Received, Assess), with Unpaid after All. */
const TABS: OrderFilter[] = ['all', 'unpaid', 'paid', 'shipped', 'received', 'assess'];
const isTab = (value: string | null): value is OrderFilter => TABS.includes(value as OrderFilter);

/** /order?status=: the caller's orders of one status, newest first. */
export default function OrderListPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: OrderFilter = isTab(requested) ? requested : 'all';
  const isLogin = useSession((state) => state.isLogin);
  const query = useOrders(status);
  if (!isLogin) return <LoginRedirect />;
  const items = itemsOf(query.data?.pages);
  return (
    <div className="order-page">
      <PageHeader backTo="/mine">{t('mine.myOrders')}</PageHeader>
      <Tabs
        activeKey={status}
        onChange={(key) => setParams({ status: key }, { replace: true })}
        // antd-mobile's Tabs set their own `direction` (ltr unless told) and scroll by it
        direction={i18n.dir()}
        className="order-tabs-bar"
        data-testid="order-tabs"
      >
        {TABS.map((tab) => (
          <Tabs.Tab
            key={tab}
            title={<span data-testid={`order-filter-${tab}`}>{t(`order.tabs.${tab}`)}</span>}
          />
        ))}
      </Tabs>
      <InfiniteList
        query={query}
        count={items.length}
        skeleton={<OrderSkeleton />}
        empty={
          <EmptyState
            title={t('order.empty')}
            action={
              <Link to="/product" className="link-button is-primary">
                {t('catalogue.goods.browse')}
              </Link>
            }
            testId="order-empty"
          />
        }
        testId="order-list"
      >
        {items.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </InfiniteList>
    </div>
  );
}

function OrderSkeleton() {
  return (
    <div aria-hidden="true" data-testid="order-skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} className="order-card">
          <div className="shimmer order-skeleton-line" />
          <div className="shimmer order-skeleton-block" />
          <div className="shimmer order-skeleton-line is-short" />
        </div>
      ))}
    </div>
  );
}
