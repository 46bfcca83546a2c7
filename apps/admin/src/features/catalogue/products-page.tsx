import type { AdminProductStatus } from '@market/contract';
import { Button, Flex, Input, InputNumber, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import {
  type AdminProduct,
  PAGE_SIZE,
  PRODUCT_STATUSES,
  type ProductQuery,
  useAdminProducts,
  useRestore,
} from './api.ts';
import { TakeDownModal } from './take-down-modal.tsx';

const STATUS_COLOR: Record<AdminProductStatus, string> = {
  on_sale: 'green',
  off_shelf: 'default',
  taken_down: 'red',
  store_suspended: 'orange',
  deleted: 'default',
};

/**
 * Every store's products (permission `products`, decision 046): by title or store name, store id
 * and status, one server page at a time; a product is taken down with a reason or restored.
 */
export default function ProductsPage() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<ProductQuery>({ page: 1 });
  const [target, setTarget] = useState<AdminProduct>();
  const { data, isFetching } = useAdminProducts(query);
  const restore = useRestore();
  const change = (next: Partial<ProductQuery>) => setQuery((previous) => ({ ...previous, ...next, page: 1 }));
  return (
    <>
      <Typography.Title level={3}>{t('catalogue.productsTitle')}</Typography.Title>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          style={{ width: 320 }}
          placeholder={t('catalogue.searchPlaceholder')}
          onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
          data-testid="product-search"
        />
        <InputNumber<number>
          style={{ width: 160 }}
          min={1}
          precision={0}
          placeholder={t('catalogue.storeId')}
          onChange={(value) => change({ store_id: value ?? undefined })}
          data-testid="product-store"
        />
        <Select<AdminProductStatus | 'all'>
          style={{ width: 200 }}
          value={query.status ?? 'all'}
          onChange={(value) => change({ status: value === 'all' ? undefined : value })}
          options={[
            { value: 'all', label: t('catalogue.allStatuses') },
            ...PRODUCT_STATUSES.map((status) => ({
              value: status,
              label: t(`catalogue.statuses.${status}`),
            })),
          ]}
          data-testid="product-status"
        />
      </Flex>
      <Table<AdminProduct>
        data-testid="products-table"
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        onRow={(row) => ({ 'data-testid': `product-${row.id}` }) as object}
        pagination={{
          current: query.page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setQuery((previous) => ({ ...previous, page })),
        }}
        columns={[
          { title: t('catalogue.id'), dataIndex: 'id', width: 80 },
          {
            title: t('catalogue.product'),
            key: 'title',
            render: (_, row) => (
              <Flex gap={8} align="center">
                {row.image && (
                  <img src={row.image} alt="" width={40} height={40} style={{ objectFit: 'cover' }} />
                )}
                <span dir="auto">{row.title}</span>
              </Flex>
            ),
          },
          {
            title: t('catalogue.store'),
            key: 'store',
            render: (_, row) => `${row.store_name} (#${row.store_id})`,
          },
          { title: t('catalogue.price'), dataIndex: 'price', width: 100 },
          { title: t('catalogue.sales'), dataIndex: 'sales', width: 80 },
          {
            title: t('catalogue.status'),
            key: 'status',
            render: (_, row) => (
              <>
                <Tag color={STATUS_COLOR[row.status]} data-testid="product-status-tag">
                  {t(`catalogue.statuses.${row.status}`)}
                </Tag>
                {row.taken_down_reason && (
                  <Typography.Text type="secondary">{row.taken_down_reason}</Typography.Text>
                )}
              </>
            ),
          },
          {
            title: t('catalogue.created'),
            dataIndex: 'created_at',
            render: (value: string) => formatTime(value, i18n.language),
          },
          {
            title: '',
            key: 'actions',
            width: 130,
            render: (_, row) =>
              row.status === 'taken_down' ? (
                <Popconfirm
                  title={t('catalogue.confirmRestore')}
                  onConfirm={() => restore.mutateAsync(row.id).catch(() => undefined)}
                >
                  <Button size="small" data-testid="product-restore">
                    {t('catalogue.restore')}
                  </Button>
                </Popconfirm>
              ) : row.status === 'deleted' ? null : (
                <Button size="small" danger onClick={() => setTarget(row)} data-testid="product-take-down">
                  {t('catalogue.takeDown')}
                </Button>
              ),
          },
        ]}
      />
      {target && <TakeDownModal product={target} onClose={() => setTarget(undefined)} />}
    </>
  );
}
