import type { AdminAccount, AdminRole } from '@market/contract';
import { App, Button, Popconfirm, Segmented, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ApiError } from '@market/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { useMe } from '../../state/me.ts';
import { PAGE_SIZE, useAdminChange, useAdmins } from './api.ts';
import { GrantForm, ROLES } from './grant-form.tsx';

/** A row's role select and revoke button; your own row has neither (the server refuses them too). */
function RowActions({ admin, isSelf }: { admin: AdminAccount; isSelf: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { setRole, revoke } = useAdminChange();
  // the client's handler already showed the refusal; a success is said here
  const done = (promise: Promise<unknown>) =>
    promise.then(
      () => void message.success(t('admins.saved')),
      (error: unknown) => (error instanceof ApiError ? undefined : Promise.reject(error)),
    );
  if (isSelf) return <Typography.Text type="secondary">{t('admins.you')}</Typography.Text>;
  return (
    <>
      <Select<AdminRole>
        size="small"
        value={admin.admin_role}
        style={{ width: 150, marginInlineEnd: 8 }}
        data-testid={`admin-role-${admin.id}`}
        options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        onChange={(role) => void done(setRole.mutateAsync({ user_id: admin.id, admin_role: role }))}
      />
      <Popconfirm
        title={t('admins.revokeConfirm', { name: admin.username })}
        onConfirm={() => done(revoke.mutateAsync({ user_id: admin.id }))}
      >
        <Button size="small" danger data-testid={`admin-revoke-${admin.id}`}>
          {t('admins.revoke')}
        </Button>
      </Popconfirm>
    </>
  );
}

function useColumns(selfId: number | undefined): ColumnsType<AdminAccount> {
  const { t, i18n } = useTranslation();
  return [
    { title: t('admins.id'), dataIndex: 'id', width: 80 },
    { title: t('admins.username'), dataIndex: 'username' },
    { title: t('admins.email'), dataIndex: 'email' },
    {
      title: t('admins.role'),
      dataIndex: 'admin_role',
      render: (role: AdminRole, row) => (
        <>
          <Tag color={role === 'super' ? 'red' : 'blue'}>{t(`roles.${role}`)}</Tag>
          {row.is_disabled && <Tag>{t('admins.frozen')}</Tag>}
        </>
      ),
    },
    {
      title: t('admins.since'),
      dataIndex: 'created_at',
      render: (value: string) => formatTime(value, i18n.language),
    },
    {
      title: t('admins.actions'),
      key: 'actions',
      render: (_, row) => <RowActions admin={row} isSelf={row.id === selfId} />,
    },
  ];
}

/**
 * The admins (super admins only): who holds which role, a buyer made an admin, a role changed or
 * taken away. Each change ends that admin's sessions and is in the audit log.
 */
export default function AdminsPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [query, setQuery] = useState<{ admin_role?: AdminRole; page: number }>({ page: 1 });
  const { data, isFetching } = useAdmins(query);
  const columns = useColumns(me.data?.id);
  return (
    <>
      <Typography.Title level={3}>{t('admins.title')}</Typography.Title>
      <GrantForm />
      <Segmented
        style={{ marginBottom: 16 }}
        value={query.admin_role ?? 'all'}
        options={[
          { value: 'all', label: t('admins.all') },
          ...ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
        ]}
        onChange={(value) =>
          setQuery({ page: 1, ...(value === 'all' ? {} : { admin_role: value as AdminRole }) })
        }
      />
      <Table<AdminAccount>
        data-testid="admins-table"
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        onRow={(row) => ({ 'data-testid': `admin-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: query.page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: (page) => setQuery((current) => ({ ...current, page })),
        }}
      />
    </>
  );
}
