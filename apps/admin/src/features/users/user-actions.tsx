import type { AdminUserRow } from '@market/contract';
import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../state/me.ts';
import { type UserAction, useUserAction } from './api.ts';

/**
 * Support's actions on an account (permission `users.manage`), each asking a reason in a
 * confirmation: freeze or unfreeze, clear the fund password, end every session. Adjusting the
 * balance is the Adjustments screen's, linked here for finance.
 */
export function UserActions({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const permissions = useMe().data?.permissions ?? [];
  const [action, setAction] = useState<UserAction>();
  const mutation = useUserAction();
  const [form] = Form.useForm<{ reason: string }>();
  const manage = permissions.includes('users.manage');
  const actions: UserAction[] = [
    user.is_disabled ? 'unfreeze' : 'freeze',
    'resetFundPassword',
    'revokeSessions',
  ];
  const submit = async ({ reason }: { reason: string }) => {
    const done = await mutation.mutateAsync({ action: action!, user_id: user.id, reason });
    void message.success(t(`users.done.${action}`, { sessions: done.sessions_ended }));
    setAction(undefined);
    form.resetFields();
  };
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }}>
      {manage &&
        actions.map((one) => (
          <Button
            key={one}
            danger={one === 'freeze'}
            data-testid={`user-action-${one}`}
            onClick={() => setAction(one)}
          >
            {t(`users.actions.${one}`)}
          </Button>
        ))}
      {permissions.includes('adjustments') && (
        <Link to={`/adjustments?user_id=${user.id}`}>
          <Button data-testid="user-adjust">{t('users.actions.adjust')}</Button>
        </Link>
      )}
      <Modal
        open={action !== undefined}
        title={action && t(`users.confirm.${action}`, { name: user.username })}
        okText={t('users.confirmOk')}
        okButtonProps={{
          danger: action === 'freeze',
          loading: mutation.isPending,
          ...{ 'data-testid': 'user-action-ok' },
        }}
        onOk={() => form.submit()}
        onCancel={() => setAction(undefined)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="reason"
            label={t('users.reason')}
            rules={[{ required: true, whitespace: true, message: t('users.reasonRequired') }, { max: 500 }]}
          >
            <Input.TextArea rows={3} maxLength={500} data-testid="user-action-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
