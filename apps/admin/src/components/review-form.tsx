import { ApiError } from '@market/client';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The fields whose server errors show under them. */
const FIELDS = ['reason'] as const;

export interface ReviewFormProps {
  /** Whether the item still waits for a decision; once decided only a refusal is left to show. */
  isPending: boolean;
  isSaving: boolean;
  decide(decision: { approve: boolean; reason?: string }): Promise<unknown>;
}

/**
 * Approve, or reject with a reason, for any queue. The reason's rule is the server's: a refusal
 * naming the field shows under it, any other (a decision another reviewer took meanwhile) above
 * the buttons.
 */
export function ReviewForm({ isPending, isSaving, decide }: ReviewFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const [refusal, setRefusal] = useState<string>();

  const submit = async (approve: boolean) => {
    setRefusal(undefined);
    form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
    const value = (name: (typeof FIELDS)[number]) => (form.getFieldValue(name) as string | undefined)?.trim();
    const reason = value('reason');
    try {
      await decide({
        approve,
        ...(!approve && reason ? { reason } : {}),
      });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const field = FIELDS.find((name) => name === error.field);
      if (field) form.setFields([{ name: field, errors: [error.message] }]);
      else setRefusal(error.message);
    }
  };

  if (!isPending) return refusal ? <Alert type="error" title={refusal} data-testid="review-refusal" /> : null;
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="review-form"
      // a server error under a field goes once the field is changed
      onValuesChange={(changed: Record<string, unknown>) =>
        form.setFields(
          Object.keys(changed).map((name) => ({ name: name as (typeof FIELDS)[number], errors: [] })),
        )
      }
    >
      {refusal && (
        <Alert type="error" title={refusal} data-testid="review-refusal" style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="reason" label={t('review.reason')}>
        <Input.TextArea rows={3} maxLength={300} data-testid="review-reason" />
      </Form.Item>
      <Space>
        <Button type="primary" loading={isSaving} onClick={() => void submit(true)} data-testid="approve">
          {t('review.approve')}
        </Button>
        <Button danger loading={isSaving} onClick={() => void submit(false)} data-testid="reject">
          {t('review.reject')}
        </Button>
      </Space>
    </Form>
  );
}
