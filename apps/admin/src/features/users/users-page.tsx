import type { AdminUserRow } from '@market/contract';
import { Flex, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { ExportButton, totalText } from '../../components/export-button.tsx';
import { formatTime } from '../../lib/format.ts';
import { setFields, useListParams } from '../../lib/list-params.ts';
import { exportUsers, PAGE_SIZE, type UserFilter, useUsers } from './api.ts';
import { UserDrawer } from './user-drawer.tsx';

const SORTS = ['id', 'username', 'email'] as const;
type Sort = (typeof SORTS)[number];

function useFilter(read: (key: string) => string): UserFilter {
  const sort = SORTS.find((one) => one === read('sort')) ?? 'id';
  const frozen = read('frozen');
  return setFields({
    keyword: read('keyword'),
    sort,
    direction: read('direction') === 'asc' ? 'asc' : 'desc',
    frozen: frozen === '' ? undefined : frozen === 'true',
  }) as UserFilter;
}

function useColumns(filter: UserFilter): ColumnsType<AdminUserRow> {
  const { t, i18n } = useTranslation();
  const order = (key: Sort) =>
    (filter.sort ?? 'id') === key ? (filter.direction === 'asc' ? 'ascend' : 'descend') : null;
  return [
    { title: t('users.id'), dataIndex: 'id', key: 'id', width: 90, sorter: true, sortOrder: order('id') },
    {
      title: t('users.username'),
      dataIndex: 'username',
      key: 'username',
      sorter: true,
      sortOrder: order('username'),
    },
    { title: t('users.email'), dataIndex: 'email', key: 'email', sorter: true, sortOrder: order('email') },
    { title: t('users.nickname'), dataIndex: 'nickname' },
    { title: t('users.balance'), dataIndex: 'money', align: 'end' },
    { title: t('users.role'), dataIndex: 'role', render: (role: string) => t(`users.roles.${role}`) },
    {
      title: t('users.state'),
      dataIndex: 'is_disabled',
      render: (frozen: boolean) =>
        frozen ? <Tag color="blue">{t('users.frozen')}</Tag> : <Tag color="green">{t('users.active')}</Tag>,
    },
    {
      title: t('users.joined'),
      dataIndex: 'created_at',
      render: (value: string) => formatTime(value, i18n.language),
    },
  ];
}

/**
 * Users (permission `users.view`) over `POST /api/admin/user/list`: search by id or the start of a
 * username, e-mail or nickname, sort, server pages, export; a row opens the user.
 */
export default function UsersPage() {
  const { t, i18n } = useTranslation();
  const { read, page, openId, update, filter: setFilter } = useListParams();
  const filter = useFilter(read);
  const { data, isFetching } = useUsers(filter, page);
  const columns = useColumns(filter);
  return (
    <>
      <Typography.Title level={3}>{t('users.title')}</Typography.Title>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          data-testid="user-search"
          allowClear
          style={{ maxWidth: 360 }}
          placeholder={t('users.searchPlaceholder')}
          defaultValue={read('keyword')}
          onSearch={(keyword) => setFilter({ keyword: keyword.trim() })}
        />
        <Select
          style={{ width: 160 }}
          value={read('frozen')}
          onChange={(frozen) => setFilter({ frozen })}
          options={[
            { value: '', label: t('users.allStates') },
            { value: 'false', label: t('users.active') },
            { value: 'true', label: t('users.frozen') },
          ]}
        />
        <ExportButton testId="users-export" onExport={() => exportUsers(filter)} />
      </Flex>
      <Table<AdminUserRow>
        data-testid="users-table"
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        onRow={(row) => ({
          onClick: () => update({ id: String(row.id) }),
          style: { cursor: 'pointer' },
          'data-testid': `user-${row.id}`,
        })}
        onChange={(pagination, _filters, sorter) => {
          const { columnKey, order } = sorter as SorterResult<AdminUserRow>;
          const sort = order ? String(columnKey) : 'id';
          const direction = order === 'ascend' ? 'asc' : 'desc';
          if (sort !== (filter.sort ?? 'id') || direction !== (filter.direction ?? 'desc')) {
            setFilter({
              sort: sort === 'id' ? undefined : sort,
              direction: direction === 'asc' ? 'asc' : undefined,
            });
          } else update({ page: String(pagination.current ?? 1) });
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: () => totalText(data?.total ?? 0, data?.total_capped, i18n.language),
        }}
      />
      <UserDrawer id={openId} onClose={() => update({ id: undefined })} />
    </>
  );
}
