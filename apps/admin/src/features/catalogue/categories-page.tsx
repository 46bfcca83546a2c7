import { Button, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminCategory, useCategories, useDeleteCategory, useReorderCategories } from './api.ts';
import { CategoryModal, type CategoryTarget } from './category-modal.tsx';
import { buildTree, moved, nameIn, type TreeRow } from './tree.ts';

/**
 * The category tree (permission `catalogue`, decision 046): each category's name in the admin's
 * language and the languages it has, moved up or down among its siblings, edited in the 13
 * languages, and deleted only while empty (the server's refusal says what it still holds).
 */
export default function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const { data, isFetching } = useCategories();
  const reorder = useReorderCategories();
  const remove = useDeleteCategory();
  const [target, setTarget] = useState<CategoryTarget>();
  const rows = useMemo(() => data?.categories ?? [], [data]);
  const tree = useMemo(() => buildTree(rows), [rows]);
  const move = (row: AdminCategory, step: -1 | 1) => {
    const ids = moved(
      rows.filter((one) => one.pid === row.pid),
      row.id,
      step,
    );
    if (ids) reorder.mutateAsync({ pid: row.pid, ids }).catch(() => undefined);
  };
  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>{t('catalogue.categoriesTitle')}</Typography.Title>
        <Button type="primary" onClick={() => setTarget({ pid: 0 })} data-testid="category-new">
          {t('catalogue.newCategory')}
        </Button>
      </Flex>
      <Table<TreeRow>
        data-testid="categories-table"
        rowKey="id"
        size="small"
        loading={isFetching || reorder.isPending}
        dataSource={tree}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        key={tree.length === 0 ? 'empty' : 'tree'}
        onRow={(row) => ({ 'data-testid': `category-${row.id}` }) as object}
        columns={[
          {
            title: t('catalogue.name'),
            key: 'name',
            render: (_, row) => <span data-testid="category-name">{nameIn(row, i18n.language)}</span>,
          },
          { title: t('catalogue.id'), dataIndex: 'id', width: 80 },
          {
            title: t('catalogue.languages'),
            key: 'languages',
            render: (_, row) => Object.keys(row.names).join(', '),
          },
          { title: t('catalogue.products'), dataIndex: 'product_count', width: 110 },
          {
            title: '',
            key: 'actions',
            width: 330,
            render: (_, row) => (
              <Space size={4}>
                <Button
                  size="small"

                  aria-label={t('catalogue.moveUp')}
                  title={t('catalogue.moveUp')}
                  onClick={() => move(row, -1)}
                  data-testid="category-up"
                >
                  ↑
                </Button>
                <Button
                  size="small"

                  aria-label={t('catalogue.moveDown')}
                  title={t('catalogue.moveDown')}
                  onClick={() => move(row, 1)}
                  data-testid="category-down"
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  type="link"
                  onClick={() => setTarget({ pid: row.id })}
                  data-testid="category-add-child"
                >
                  {t('catalogue.addChild')}
                </Button>
                <Button size="small" type="link" onClick={() => setTarget(row)} data-testid="category-edit">
                  {t('catalogue.edit')}
                </Button>
                <Popconfirm
                  title={t('catalogue.confirmDelete')}
                  onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}
                >
                  <Button size="small" type="link" danger data-testid="category-delete">
                    {t('catalogue.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {target && <CategoryModal target={target} tree={tree} onClose={() => setTarget(undefined)} />}
    </>
  );
}
