import { useFormSubmit } from '@market/app-kit/forms';
import { SubmitButton } from '@market/app-kit/submit-button';
import { Form, Popup, TextArea } from 'antd-mobile';

export interface ReasonSheetTexts {
  title: string;
  lead: string;
  label: string;
  placeholder: string;
  /** Shown under the field when it is left empty. */
  required: string;
  submit: string;
}

/**
 * A bottom sheet that asks for a reason the buyer will read (cancelling an order, declining a
 * quote) and hands it over trimmed; a refusal naming `reason` shows under the field. Test ids and
 * the title's id start with `name` (`cancel-sheet`, `cancel-reason`, `cancel-submit`).
 */
export function ReasonSheet({
  name,
  isOpen,
  onClose,
  texts,
  max,
  bodyClassName = 'sheet',
  leadClassName = 'sheet-lead',
  onReason,
}: {
  name: string;
  isOpen: boolean;
  onClose: () => void;
  texts: ReasonSheetTexts;
  max: number;
  bodyClassName?: string;
  leadClassName?: string;
  onReason: (reason: string) => Promise<void>;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const { submit, isSubmitting } = useFormSubmit<{ reason: string }>(form, ['reason'], ({ reason }) =>
    onReason(reason.trim()),
  );
  return (
    <Popup
      visible={isOpen}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      destroyOnClose
      bodyClassName={bodyClassName}
    >
      <div role="dialog" aria-labelledby={`${name}-title`} data-testid={`${name}-sheet`}>
        <h2 id={`${name}-title`} className="sheet-title">
          {texts.title}
        </h2>
        <p className={leadClassName}>{texts.lead}</p>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ reason: '' }}
          onFinish={submit}
          footer={
            <SubmitButton isSubmitting={isSubmitting} testId={`${name}-submit`}>
              {texts.submit}
            </SubmitButton>
          }
        >
          <Form.Item
            name="reason"
            label={texts.label}
            rules={[{ required: true, whitespace: true, message: texts.required }]}
          >
            <TextArea
              rows={3}
              maxLength={max}
              showCount
              placeholder={texts.placeholder}
              data-testid={`${name}-reason`}
            />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
