import type { LoanProduct } from '@market/contract';
import { ChoiceChips } from '@market/app-kit/choice-chips';
import { AmountInput } from '@market/app-kit/withdraw/amount-input';
import { Form, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useApplyForLoan } from '../api/apply-loan.ts';
import { amountProblem, cleanAmount, type LoanDocument, previewOf, termFor } from '../application.ts';
import { formatRate } from '../format.ts';
import { DocumentsField } from './documents-field.tsx';
import { QuotePreview } from './quote-preview.tsx';

interface ApplyValues {
  product: string;
  amount?: string;
  term?: string;
  purpose?: string;
  documents?: LoanDocument[];
}

const FIELDS = ['product', 'amount', 'term', 'purpose', 'documents'];

/**
 * The application: a product (with the caller's limit), the amount, the term, the purpose and the
 * documents, and the interest and schedule it comes to, computed as the server will. A refusal
 * naming a field is shown under it.
 */
export function ApplyForm({ products }: { products: LoanProduct[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const apply = useApplyForLoan();
  const [form] = Form.useForm<ApplyValues>();
  const productId = Form.useWatch('product', form) ?? products[0]!.id;
  const product = products.find((one) => one.id === productId) ?? products[0]!;
  const amount = cleanAmount(Form.useWatch('amount', form));
  const term = Number(Form.useWatch('term', form) ?? product.terms[0]);
  const { submit, isSubmitting } = useFormSubmit<ApplyValues>(form, FIELDS, async (values) => {
    const loan = await apply.mutateAsync({
      product: values.product,
      amount: cleanAmount(values.amount),
      term: Number(values.term),
      purpose: values.purpose?.trim() ?? '',
      documents: (values.documents ?? []).map((document) => document.id),
    });
    Toast.show({ icon: 'success', content: t('loan.submitted') });
    navigate(`/loan/${loan.id}`, { replace: true });
  });

  const onValuesChange = (changed: Partial<ApplyValues>) => {
    if (!changed.product) return;
    const next = products.find((one) => one.id === changed.product)!;
    form.setFieldsValue({ term: String(termFor(next, Number(form.getFieldValue('term')))) });
    if (form.getFieldValue('amount')) void form.validateFields(['amount']).catch(() => undefined);
  };
  const range = { min: money(product.min), max: money(product.limit) };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ product: products[0]!.id, term: String(products[0]!.terms[0]), documents: [] }}
      onValuesChange={onValuesChange}
      onFinish={submit}
      footer={
        <SubmitButton isSubmitting={isSubmitting} testId="loan-submit">
          {t('loan.submit')}
        </SubmitButton>
      }
    >
      <Form.Item name="product" label={t('loan.product')}>
        <ChoiceChips
          label={t('loan.product')}
          testId="loan-product"
          choices={products.map((one) => ({
            value: one.id,
            label: (
              <span className="loan-product-choice">
                <strong>{one.name}</strong>
                <small>{formatRate(one.daily_rate)}</small>
              </span>
            ),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('loan.amount')}
        required
        description={<span data-testid="loan-amount-range">{t('loan.amountRange', range)}</span>}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = amountProblem(cleanAmount(value), product);
              if (problem) throw new Error(t(`loan.amountProblem.${problem}`, range));
            },
          },
        ]}
      >
        <AmountInput placeholder={t('loan.amountPlaceholder')} testId="loan-amount" />
      </Form.Item>
      <Form.Item name="term" label={t('loan.term')}>
        <ChoiceChips
          label={t('loan.term')}
          testId="loan-term"
          choices={product.terms.map((days) => ({ value: String(days), label: t('loan.days', { days }) }))}
        />
      </Form.Item>
      <Form.Item
        name="purpose"
        label={t('loan.purpose')}
        rules={[{ required: true, whitespace: true, message: t('loan.enterPurpose') }]}
      >
        <TextArea
          placeholder={t('loan.purposePlaceholder')}
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          data-testid="loan-purpose"
        />
      </Form.Item>
      <Form.Item
        name="documents"
        label={t('loan.documents')}
        description={t('loan.documentsHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('loan.uploadDocuments') }]}
      >
        <DocumentsField />
      </Form.Item>
      <QuotePreview quote={previewOf(product, amount, term)} dailyRate={product.daily_rate} />
    </Form>
  );
}
