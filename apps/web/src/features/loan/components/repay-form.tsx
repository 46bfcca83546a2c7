import type { LoanDetail, RepayMode } from '@market/contract';
import { ChoiceChips } from '@market/app-kit/choice-chips';
import { Form, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FundPasswordItem, NoFundPasswordNotice } from '../../../components/fund-password.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useMe } from '../../../state/use-me.ts';
import { useRepayLoan } from '../api/repay-loan.ts';

interface RepayValues {
  mode: RepayMode;
  fund_password?: string;
}

/**
 * Repays from the balance: the next instalment (the earliest unpaid) or everything left, with the
 * fund password. The balance is shown beside it; a refusal (too little balance, a wrong password)
 * is said under its field and in a toast.
 */
export function RepayForm({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { data: me } = useMe();
  const repay = useRepayLoan();
  const [form] = Form.useForm<RepayValues>();
  const mode = Form.useWatch('mode', form) ?? 'instalment';
  const next = loan.next_due;
  const amount = mode === 'all' ? loan.outstanding : (next?.amount ?? loan.outstanding);
  const { submit, isSubmitting } = useFormSubmit<RepayValues>(
    form,
    ['mode', 'fund_password'],
    async (values) => {
      const answer = await repay.mutateAsync({
        id: loan.id,
        mode: values.mode,
        fund_password: values.fund_password!,
      });
      Toast.show({ icon: 'success', content: t('loan.repaidToast', { amount: money(answer.paid) }) });
      form.setFieldsValue({ fund_password: '' });
    },
  );
  if (me && !me.has_fund_password) {
    return (
      <section className="funds-card">
        <NoFundPasswordNotice
          text={t('loan.noFundPassword')}
          linkText={t('loan.setFundPassword')}
          testId="loan-no-fund-password"
        />
      </section>
    );
  }
  return (
    <section className="funds-card loan-repay" data-testid="loan-repay">
      <h2 className="loan-card-title">{t('loan.repayTitle')}</h2>
      {me && (
        <p className="funds-hint" data-testid="loan-repay-balance">
          {t('loan.balance', { amount: money(me.money) })}
        </p>
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ mode: 'instalment' }}
        onFinish={submit}
        footer={
          <SubmitButton isSubmitting={isSubmitting} testId="loan-repay-submit">
            {t('loan.repaySubmit', { amount: money(amount) })}
          </SubmitButton>
        }
      >
        <Form.Item name="mode" label={t('loan.repayMode')}>
          <ChoiceChips<RepayMode>
            label={t('loan.repayMode')}
            testId="loan-repay-mode"
            choices={[
              { value: 'instalment', label: t('loan.repayNext', { amount: money(next?.amount ?? '0') }) },
              { value: 'all', label: t('loan.repayAll', { amount: money(loan.outstanding) }) },
            ]}
          />
        </Form.Item>
        <FundPasswordItem message={t('loan.enterFundPassword')} testId="loan-fund-password" />
      </Form>
    </section>
  );
}
