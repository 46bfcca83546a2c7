import type { AdminArticleItem } from '@market/contract';
import { Button, Flex, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { type ArticleNode, treeOf, useArticles, useRemoveArticle } from './api.ts';
import { ArticleDrawer, type ArticleTarget } from './article-drawer.tsx';

/**
 * Articles and policy pages (permission `content`): the footer's tree, each category with its
 * articles; a row opens its editor, a category adds an article under it.
 */
export default function ArticlesPage() {
  const { t, i18n } = useTranslation();
  const { data, isFetching } = useArticles();
  const remove = useRemoveArticle();
  const [target, setTarget] = useState<ArticleTarget>();
  const categories = (data?.list ?? []).filter((one) => one.pid === 0);
  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>{t('articles.title')}</Typography.Title>
        <Button type="primary" onClick={() => setTarget({ pid: 0 })} data-testid="category-new">
          {t('articles.newCategory')}
        </Button>
      </Flex>
      <Table<ArticleNode>
        data-testid="articles-table"
        rowKey="id"
        loading={isFetching}
        dataSource={treeOf(data?.list ?? [])}
        pagination={false}
        expandable={{ expandedRowKeys: categories.map((one) => one.id), showExpandColumn: false }}
        onRow={(row) => ({ 'data-testid': `article-${row.id}` }) as object}
        columns={[
          {
            title: t('articles.titleField'),
            key: 'title',
            render: (_, row) => (
              // an article sits indented under its category
              <span
                data-testid="article-title"
                style={row.pid === 0 ? { fontWeight: 600 } : { paddingInlineStart: 24 }}
              >
                {row.titles[i18n.language] ?? row.titles.en}
              </span>
            ),
          },
          {
            title: t('articles.languages'),
            key: 'languages',
            width: 220,
            render: (_, row: AdminArticleItem) => Object.keys(row.titles).join(', '),
          },
          {
            title: t('articles.inFooter'),
            dataIndex: 'is_in_footer',
            width: 120,
            render: (value: boolean) => (value ? <Tag color="green">✓</Tag> : <Tag>—</Tag>),
          },
          { title: t('articles.sort'), dataIndex: 'sort', width: 80 },
          {
            title: t('articles.created'),
            dataIndex: 'created_at',
            width: 180,
            render: (value: string) => formatTime(value, i18n.language),
          },
          {
            title: '',
            key: 'actions',
            width: 240,
            render: (_, row) => (
              <Space>
                {row.pid === 0 && (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setTarget({ pid: row.id })}
                    data-testid="article-new"
                  >
                    {t('articles.newArticle')}
                  </Button>
                )}
                <Button
                  size="small"
                  type="link"
                  onClick={() => setTarget({ id: row.id })}
                  data-testid="article-edit"
                >
                  {t('articles.edit')}
                </Button>
                <Popconfirm
                  title={t('articles.confirmDelete')}
                  onConfirm={() => remove.mutateAsync(row.id).catch(() => undefined)}
                >
                  <Button size="small" type="link" danger data-testid="article-delete">
                    {t('articles.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {target && (
        <ArticleDrawer target={target} categories={categories} onClose={() => setTarget(undefined)} />
      )}
    </>
  );
}
