import type { AdminStoreDetail, StoreStatus } from '@market/contract';
import { ConfigProvider, Drawer, Flex, Skeleton, Tag, Typography } from 'antd';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list.tsx';
import { formatTime } from '../../lib/format.ts';
import { useStore } from './api.ts';
import { CommissionAction, StatusAction, percentOf } from './store-actions.tsx';

export const STORE_COLOR: Record<StoreStatus, string> = { open: 'green', suspended: 'red' };

function Fields({ store }: { store: AdminStoreDetail }) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    [
      t('stores.status'),
      <Tag color={STORE_COLOR[store.status]} data-testid="store-status">
        {t(`stores.statuses.${store.status}`)}
      </Tag>,
    ],
    [t('stores.owner'), store.owner ? `${store.owner} · ${store.owner_email} (#${store.owner_id})` : '—'],
    [t('stores.contact'), store.contact || '—'],
    [
      t('stores.products'),
      t('stores.productsOnSale', { total: store.products, onSale: store.products_on_sale }),
    ],
    [t('stores.sold'), store.sell_count],
    [t('stores.followers'), store.follower_count],
    [t('stores.balance'), `${store.balance} USDT`],
    [
      t('stores.commission'),
      <span data-testid="store-commission">{`${percentOf(store.effective_commission_rate)} %`}</span>,
    ],
    [t('stores.created'), formatTime(store.created_at, i18n.language)],
  ];
  if (store.is_holiday) rows.push([t('stores.holiday'), <Tag>{t('stores.onHoliday')}</Tag>]);
  if (store.status_reason)
    rows.push([t('stores.reason'), <span data-testid="store-reason">{store.status_reason}</span>]);
  return <DetailList rows={rows} testId="store-fields" />;
}

/** One store (`POST /api/admin/store/detail`): its fields, suspend or reopen, and its own commission. */
export function StoreDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useStore(id);
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const store = data && data.id === id ? data : undefined;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={640}
      title={store ? store.name : t('stores.title')}
      data-testid="store-drawer"
    >
      {!store ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={24}>
          <Fields store={store} />
          <div>
            <Typography.Title level={5}>{t('stores.statusTitle')}</Typography.Title>
            <StatusAction key={`${store.id}-${store.status}`} store={store} />
          </div>
          <div>
            <Typography.Title level={5}>{t('stores.commissionTitle')}</Typography.Title>
            <CommissionAction key={`${store.id}-${store.commission_rate}`} store={store} />
          </div>
        </Flex>
      )}
    </Drawer>
  );
}
