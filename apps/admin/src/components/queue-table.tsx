import { Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { useQueueParams } from '../lib/queue-params.ts';

type Params<S extends string> = ReturnType<typeof useQueueParams<S>>;

/**
 * A review queue's page: its title, the status filter and one server page of rows, each opening
 * the item (`?id=`); the drawer that shows it is the caller's. Filter, page and open item live in
 * the address (lib/queue-params.ts).
 */
export function QueueTable<Row extends { id: number }, S extends string>(props: {
  title: string;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  params: Params<S>;
  page: { list: Row[]; total: number } | undefined;
  isFetching: boolean;
  pageSize: number;
  columns: ColumnsType<Row>;
  /** Test ids: the table's, and `${rowTestId}-${id}` for each row. */
  testId: string;
  rowTestId: string;
}) {
  const { t } = useTranslation();
  const { query, update } = props.params;
  return (
    <>
      <Typography.Title level={3}>{props.title}</Typography.Title>
      <Segmented
        data-testid="status-filter"
        style={{ marginBottom: 16 }}
        value={query.status ?? 'all'}
        options={[
          { value: 'all', label: t('applications.all') },
          ...props.statuses.map((status) => ({ value: status, label: props.statusLabel(status) })),
        ]}
        onChange={(value) => update({ status: value === 'all' ? undefined : value, page: undefined })}
      />
      <Table<Row>
        data-testid={props.testId}
        rowKey="id"
        columns={props.columns}
        dataSource={props.page?.list ?? []}
        loading={props.isFetching}
        onRow={(row) => ({
          onClick: () => update({ id: String(row.id) }),
          style: { cursor: 'pointer' },
          'data-testid': `${props.rowTestId}-${row.id}`,
        })}
        pagination={{
          current: query.page,
          pageSize: props.pageSize,
          total: props.page?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => update({ page: String(page) }),
        }}
      />
    </>
  );
}

/**
 * The row open in the drawer: an item decided here leaves the pending page it was on, and its
 * drawer keeps showing it until closed.
 */
export function useOpenRow<Row extends { id: number }>(list: Row[] | undefined, openId: number | undefined) {
  const lastOpen = useRef<Row>(undefined);
  const found = list?.find((row) => row.id === openId);
  if (found) lastOpen.current = found;
  return found ?? (lastOpen.current?.id === openId ? lastOpen.current : undefined);
}
