import type { AdminUserDetail, AdminUserOrder, AdminUserSession, MoneyLogEntry } from '@market/contract';
import { ConfigProvider, Descriptions, Drawer, Skeleton, Table, Tabs, Tag } from 'antd';
import { useContext } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { useUser } from './api.ts';
import { UserActions } from './user-actions.tsx';

type Store = AdminUserDetail['stores'][number];

function useTabs(detail: AdminUserDetail) {
  const { t, i18n } = useTranslation();
  const time = (value: string) => formatTime(value, i18n.language);
  const ledger: ColumnsType<MoneyLogEntry> = [
    { title: t('users.when'), dataIndex: 'created_at', render: time },
    { title: t('users.kind'), dataIndex: 'kind' },
    { title: t('users.amount'), dataIndex: 'amount', align: 'end' },
    { title: t('users.balanceAfter'), dataIndex: 'balance_after', align: 'end' },
    { title: t('users.memo'), dataIndex: 'memo' },
  ];
  const orders: ColumnsType<AdminUserOrder> = [
    { title: t('users.orderNo'), dataIndex: 'order_no' },
    { title: t('users.status'), dataIndex: 'status' },
    { title: t('users.total'), dataIndex: 'total', align: 'end' },
    { title: t('users.when'), dataIndex: 'created_at', render: time },
  ];
  const sessions: ColumnsType<AdminUserSession> = [
    { title: t('users.ip'), dataIndex: 'ip' },
    { title: t('users.userAgent'), dataIndex: 'user_agent', ellipsis: true },
    { title: t('users.lastSeen'), dataIndex: 'last_seen_at', render: time },
    { title: t('users.signedIn'), dataIndex: 'created_at', render: time },
  ];
  const stores: ColumnsType<Store> = [
    { title: t('users.id'), dataIndex: 'id' },
    { title: t('users.storeName'), dataIndex: 'name' },
    { title: t('users.status'), dataIndex: 'status' },
    { title: t('users.balance'), dataIndex: 'balance', align: 'end' },
  ];
  const table = <Row extends { id: number }>(rows: Row[], columns: ColumnsType<Row>, testId: string) => (
    <Table<Row>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={false}
      data-testid={testId}
    />
  );
  return [
    { key: 'ledger', label: t('users.tabs.ledger'), children: table(detail.ledger, ledger, 'user-ledger') },
    { key: 'orders', label: t('users.tabs.orders'), children: table(detail.orders, orders, 'user-orders') },
    {
      key: 'sessions',
      label: t('users.tabs.sessions'),
      children: table(detail.sessions, sessions, 'user-sessions'),
    },
    { key: 'stores', label: t('users.tabs.stores'), children: table(detail.stores, stores, 'user-stores') },
  ];
}

function Detail({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const { user } = detail;
  const tabs = useTabs(detail);
  return (
    <>
      <Descriptions
        column={2}
        bordered
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { label: t('users.username'), children: user.username },
          { label: t('users.email'), children: user.email },
          { label: t('users.nickname'), children: user.nickname },
          { label: t('users.balance'), children: <strong data-testid="user-balance">{user.money}</strong> },
          { label: t('users.role'), children: t(`users.roles.${user.role}`) },
          {
            label: t('users.state'),
            children: (
              <Tag color={user.is_disabled ? 'blue' : 'green'} data-testid="user-state">
                {t(user.is_disabled ? 'users.frozen' : 'users.active')}
              </Tag>
            ),
          },
          {
            label: t('users.fundPassword'),
            children: t(user.has_fund_password ? 'users.set' : 'users.notSet'),
          },
          { label: t('users.joined'), children: formatTime(user.created_at, i18n.language) },
        ]}
      />
      <UserActions user={user} />
      <Tabs items={tabs} />
    </>
  );
}

/** A user as support sees them (`POST /api/admin/user/detail`), with the account's actions. */
export function UserDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useUser(id);
  const { direction } = useContext(ConfigProvider.ConfigContext);
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={860}
      title={t('users.detailTitle', { id })}
      data-testid="user-drawer"
    >
      {data && data.user.id === id ? <Detail detail={data} /> : <Skeleton active />}
    </Drawer>
  );
}
