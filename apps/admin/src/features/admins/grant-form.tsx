import type { AdminRole } from '@market/contract';
import { Alert, App, Button, Card, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../lib/form-errors.ts';
import { useAdminChange } from './api.ts';

export const ROLES: readonly AdminRole[] = ['super', 'reviewer', 'finance', 'support'];

/** Makes a buyer (by user id) an admin of a role; the server's refusal shows under its field. */
export function GrantForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ user_id?: number; admin_role?: AdminRole }>();
  const { grant } = useAdminChange();
  const [refusal, setRefusal] = useState<string>();
  const submit = async () => {
    setRefusal(undefined);
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await grant.mutateAsync({ user_id: values.user_id!, admin_role: values.admin_role! });
      form.resetFields();
      void message.success(t('admins.granted'));
    } catch (error) {
      setRefusal(showServerError(form, error, { plain: ['user_id', 'admin_role'] }));
    }
  };
  return (
    <Card title={t('admins.grantTitle')} style={{ marginBottom: 24 }}>
      {refusal && <Alert type="error" title={refusal} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="inline" data-testid="grant-form" style={{ rowGap: 8 }}>
        <Form.Item
          name="user_id"
          label={t('admins.userId')}
          rules={[{ required: true, message: t('admins.enterUserId') }]}
        >
          <InputNumber min={1} precision={0} style={{ width: 160 }} data-testid="grant-user-id" />
        </Form.Item>
        <Form.Item
          name="admin_role"
          label={t('admins.role')}
          rules={[{ required: true, message: t('admins.chooseRole') }]}
        >
          <Select
            style={{ width: 180 }}
            data-testid="grant-role"
            options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
        </Form.Item>
        <Button
          type="primary"
          loading={grant.isPending}
          onClick={() => void submit()}
          data-testid="grant-submit"
        >
          {t('admins.grant')}
        </Button>
      </Form>
    </Card>
  );
}
