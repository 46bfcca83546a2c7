import { useFormSubmit } from '@market/app-kit/forms';
import { SubmitButton } from '@market/app-kit/submit-button';
import type { Quote } from '@market/contract';
import { QUOTE_REASON_MAX } from '@market/contract/quote-limits';
import { Form, Popup, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useDeclineQuote } from './api/use-quotes.ts';

/** Declining a request: a reason the buyer will read; a refused reason shows under the field. */
export function DeclineSheet({
  quote,
  isOpen,
  onClose,
}: {
  quote: Quote;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const decline = useDeclineQuote();
  const { submit, isSubmitting } = useFormSubmit<{ reason: string }>(form, ['reason'], async ({ reason }) => {
    await decline.mutateAsync({ id: quote.id, reason: reason.trim() });
    Toast.show({ icon: 'success', content: t('quotes.declined') });
    onClose();
  });
  return (
    <Popup
      visible={isOpen}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      destroyOnClose
      bodyClassName="quote-sheet"
    >
      <div role="dialog" aria-labelledby="decline-title" data-testid="decline-sheet">
        <h2 id="decline-title" className="sheet-title">
          {t('quotes.declineTitle')}
        </h2>
        <p className="quote-sheet-lead">{t('quotes.declineLead', { name: quote.buyer_name })}</p>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ reason: '' }}
          onFinish={submit}
          footer={
            <SubmitButton isSubmitting={isSubmitting} testId="decline-submit">
              {t('quotes.decline')}
            </SubmitButton>
          }
        >
          <Form.Item
            name="reason"
            label={t('quotes.reason')}
            rules={[{ required: true, whitespace: true, message: t('quotes.enterReason') }]}
          >
            <TextArea
              rows={3}
              maxLength={QUOTE_REASON_MAX}
              showCount
              placeholder={t('quotes.reasonPlaceholder')}
              data-testid="decline-reason"
            />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
