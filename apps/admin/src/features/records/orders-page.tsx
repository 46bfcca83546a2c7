import { type AdminOrderRow, ORDER_STATUSES } from '@market/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { setFields, useListParams } from '../../lib/list-params.ts';
import { exportOrders, type OrderFilter, PAGE_SIZE, useOrders } from './api.ts';
import { ChoiceFilter, DaysFilter, RecordTable, TextFilter } from './record-table.tsx';

const digits = (value: string) => (/^\d+$/.test(value) ? value : undefined);

/**
 * Every order (permission `orders`) over `POST /api/admin/order/list`: by number, status, user,
 * store and days, newest first (or oldest), with its CSV export.
 */
export default function OrdersPage() {
  const { t, i18n } = useTranslation();
  const params = useListParams();
  const { read } = params;
  const status = ORDER_STATUSES.find((one) => one === read('status'));
  const filter = setFields({
    order_no: digits(read('order_no')),
    status,
    user_id: digits(read('user_id')),
    store_id: digits(read('store_id')),
    date_from: read('date_from'),
    date_to: read('date_to'),
    direction: read('direction') === 'asc' ? 'asc' : 'desc',
  }) as OrderFilter;
  const { data, isFetching } = useOrders(filter, params.page);
  const time = (value: string | null) => formatTime(value, i18n.language);
  const columns: ColumnsType<AdminOrderRow> = [
    { title: t('records.orderNo'), dataIndex: 'order_no' },
    { title: t('records.user'), key: 'user', render: (_, row) => `${row.username} (#${row.user_id})` },
    { title: t('records.store'), key: 'store', render: (_, row) => `${row.store_name} (#${row.store_id})` },
    {
      title: t('records.status'),
      dataIndex: 'status',
      render: (value: string) => t(`records.statuses.${value}`),
    },
    { title: t('records.total'), dataIndex: 'total', align: 'end' },
    {
      title: t('records.created'),
      dataIndex: 'created_at',
      render: time,
      sorter: true,
      sortOrder: filter.direction === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
    },
    { title: t('records.paid'), dataIndex: 'paid_at', render: time },
  ];
  return (
    <RecordTable<AdminOrderRow>
      title={t('records.ordersTitle')}
      params={params}
      filters={
        <>
          <TextFilter params={params} name="order_no" placeholder={t('records.orderNo')} width={220} />
          <ChoiceFilter
            params={params}
            name="status"
            options={ORDER_STATUSES.map((value) => ({ value, label: t(`records.statuses.${value}`) }))}
          />
          <TextFilter params={params} name="user_id" placeholder={t('records.userId')} width={130} />
          <TextFilter params={params} name="store_id" placeholder={t('records.storeId')} width={130} />
          <DaysFilter params={params} />
        </>
      }
      onExport={() => exportOrders(filter)}
      page={data}
      isFetching={isFetching}
      pageSize={PAGE_SIZE}
      columns={columns}
      testId="orders-table"
    />
  );
}
