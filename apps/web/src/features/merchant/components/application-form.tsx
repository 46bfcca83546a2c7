import type { MerchantApplication } from '@market/contract';
import { Checkbox, Form, Toast } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useApplyForStore } from '../api/apply-for-store.ts';
import { uploadDocument } from '../api/upload-document.ts';
import {
  APPLICATION_FIELDS,
  type ApplicationValues,
  applyRequestOf,
  type DrawnSignature,
  valuesFromApplication,
} from '../application.ts';
import { today } from '../format-day.ts';
import { ContractTerms } from './contract-terms.tsx';
import { DocumentFields, StoreFields } from './application-fields.tsx';
import { SignatureField } from './signature-pad.tsx';
import '../merchant-form.css';

/** The signature's private upload, sent once: a retry after another refusal reuses its id. */
async function signatureIdOf(form: FormInstance, signature: DrawnSignature): Promise<number> {
  if (signature.id) return signature.id;
  const { id } = await uploadDocument(signature.png, 'signature.png');
  form.setFieldValue('signature', { ...signature, id });
  return id;
}

/**
 * Step 1: the store, the applicant's identity and documents, and the signed contract. Checked in
 * the browser with the server's messages; a refusal naming a field shows under it. After a
 * rejection it starts from what was sent (`previous`), to be corrected and sent again.
 */
export function ApplicationForm({
  partyA,
  previous,
}: {
  partyA: string;
  previous: MerchantApplication | null;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApplicationValues>();
  const [initialValues] = useState(() => valuesFromApplication(previous));
  const realName = Form.useWatch('real_name', form) ?? '';
  const apply = useApplyForStore();
  const { submit, isSubmitting } = useFormSubmit<ApplicationValues>(
    form,
    [...APPLICATION_FIELDS],
    async (values) => {
      const signatureId = await signatureIdOf(form, values.signature!);
      await apply.mutateAsync(applyRequestOf(values, signatureId));
      Toast.show({ icon: 'success', content: t('merchant.submitted') });
      window.scrollTo(0, 0);
    },
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      className="merchant-form"
      footer={
        <SubmitButton isSubmitting={isSubmitting} testId="merchant-submit">
          {previous ? t('merchant.form.resubmit') : t('merchant.form.submit')}
        </SubmitButton>
      }
    >
      <Form.Header>{t('merchant.form.store')}</Form.Header>
      <StoreFields />
      <Form.Header>{t('merchant.form.identity')}</Form.Header>
      <DocumentFields />
      <Form.Header>{t('merchant.contract.title')}</Form.Header>
      <div className="merchant-contract-block">
        <ContractTerms partyA={partyA} partyB={realName} signedOn={today()} />
      </div>
      {previous && (
        <p className="merchant-hint" data-testid="merchant-sign-again">
          {t('merchant.contract.signAgain')}
        </p>
      )}
      <Form.Item
        name="signature"
        label={t('merchant.contract.signature')}
        rules={[{ required: true, message: t('merchant.validation.notSigned') }]}
      >
        <SignatureField />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value: boolean | undefined) => {
              if (!value) throw new Error(t('merchant.validation.acceptAgreement'));
            },
          },
        ]}
      >
        <Checkbox data-testid="merchant-agree">{t('merchant.form.agree')}</Checkbox>
      </Form.Item>
    </Form>
  );
}
