import type { AdjustBalanceResponse } from '@market/contract';
import { Alert, Button, Card, Form, Input, InputNumber, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../lib/form-errors.ts';
import { useRequestAdjustment } from './api.ts';

interface Values {
  user_id?: number;
  amount?: string;
  direction: 'credit' | 'debit';
  reason?: string;
}

/**
 * Asks for an adjustment of a user's balance: a positive amount and its direction, with a reason.
 * At or below the two-person threshold it is posted at once; above it waits for a second admin.
 */
export function RequestForm({ userId }: { userId: number | undefined }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const request = useRequestAdjustment();
  const [answer, setAnswer] = useState<AdjustBalanceResponse>();
  const [refusal, setRefusal] = useState<string>();

  const submit = async (values: Values) => {
    setAnswer(undefined);
    setRefusal(undefined);
    const amount = (values.amount ?? '').trim();
    try {
      const done = await request.mutateAsync({
        user_id: values.user_id ?? 0,
        amount: values.direction === 'debit' && amount ? `-${amount}` : amount,
        reason: values.reason ?? '',
        key: crypto.randomUUID(),
      });
      setAnswer(done);
      form.resetFields(['amount', 'reason']);
    } catch (error) {
      setRefusal(showServerError(form, error, { plain: ['user_id', 'amount', 'reason'] }));
    }
  };

  return (
    <Card size="small" title={t('adjustments.requestTitle')} style={{ marginBottom: 24 }}>
      <Form<Values>
        form={form}
        layout="inline"
        data-testid="adjustment-request"
        initialValues={{ user_id: userId, direction: 'credit' }}
        onFinish={(values) => void submit(values)}
        style={{ rowGap: 12 }}
      >
        <Form.Item name="user_id" label={t('adjustments.userId')}>
          <InputNumber min={1} precision={0} data-testid="adjust-user" />
        </Form.Item>
        <Form.Item name="direction">
          <Segmented
            data-testid="adjust-direction"
            options={[
              { value: 'credit', label: t('adjustments.credit') },
              { value: 'debit', label: t('adjustments.debit') },
            ]}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('adjustments.amount')}>
          <Input inputMode="decimal" style={{ width: 140 }} suffix="USDT" data-testid="adjust-amount" />
        </Form.Item>
        <Form.Item name="reason" label={t('adjustments.reason')}>
          <Input maxLength={200} style={{ width: 260 }} data-testid="adjust-reason" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={request.isPending} data-testid="adjust-submit">
          {t('adjustments.submit')}
        </Button>
      </Form>
      {refusal && (
        <Alert type="error" title={refusal} style={{ marginTop: 16 }} data-testid="adjust-refusal" />
      )}
      {answer && (
        <Alert
          type={answer.status === 'posted' ? 'success' : 'info'}
          style={{ marginTop: 16 }}
          data-testid="adjust-answer"
          title={
            answer.status === 'posted'
              ? t('adjustments.posted', { balance: answer.balance })
              : t('adjustments.pending', { id: answer.adjustment_id })
          }
        />
      )}
    </Card>
  );
}
