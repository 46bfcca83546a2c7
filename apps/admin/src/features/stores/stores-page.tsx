import type { AdminStoreItem, StoreStatus } from '@market/contract';
import { Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueueTable } from '../../components/queue-table.tsx';
import { formatTime } from '../../lib/format.ts';
import { useQueueParams } from '../../lib/queue-params.ts';
import { PAGE_SIZE, STORE_STATUSES, useStores } from './api.ts';
import { percentOf } from './store-actions.tsx';
import { STORE_COLOR, StoreDrawer } from './store-drawer.tsx';

function useColumns(): ColumnsType<AdminStoreItem> {
  const { t, i18n } = useTranslation();
  return [
    { title: t('stores.id'), dataIndex: 'id', width: 80 },
    { title: t('stores.name'), dataIndex: 'name' },
    { title: t('stores.owner'), dataIndex: 'owner' },
    { title: t('stores.sold'), dataIndex: 'sell_count', width: 100 },
    {
      title: t('stores.commission'),
      key: 'commission',
      render: (_, row) =>
        row.commission_rate === null ? (
          <span>{t('stores.default')}</span>
        ) : (
          <strong>{`${percentOf(row.commission_rate)} %`}</strong>
        ),
    },
    {
      title: t('stores.created'),
      dataIndex: 'created_at',
      render: (value: string) => formatTime(value, i18n.language),
    },
    {
      title: t('stores.status'),
      dataIndex: 'status',
      render: (value: StoreStatus) => <Tag color={STORE_COLOR[value]}>{t(`stores.statuses.${value}`)}</Tag>,
    },
  ];
}

/**
 * The stores (permission `stores`): searched by id, name or owner, by status, one server page at a
 * time; a row opens the store, where it is suspended or reopened and its commission set.
 */
export default function StoresPage() {
  const { t } = useTranslation();
  const params = useQueueParams(STORE_STATUSES);
  const [search] = useSearchParams();
  const keyword = search.get('q') ?? '';
  const { data, isFetching } = useStores({ ...params.query, ...(keyword ? { keyword } : {}) });
  const columns = useColumns();
  return (
    <>
      <Input.Search
        key={keyword}
        defaultValue={keyword}
        allowClear
        placeholder={t('stores.search')}
        style={{ maxWidth: 360, float: 'inline-end' }}
        data-testid="store-search"
        onSearch={(value) => params.update({ q: value.trim() || undefined, page: undefined })}
      />
      <QueueTable<AdminStoreItem, StoreStatus>
        title={t('stores.title')}
        statuses={STORE_STATUSES}
        statusLabel={(status) => t(`stores.statuses.${status}`)}
        params={params}
        page={data}
        isFetching={isFetching}
        pageSize={PAGE_SIZE}
        columns={columns}
        testId="stores-table"
        rowTestId="store"
      />
      <StoreDrawer id={params.openId} onClose={() => params.update({ id: undefined })} />
    </>
  );
}
