import type { RechargeConfig } from '@market/contract';
import { checkAddress } from '@market/contract/crypto-address';
import { normalize } from '@market/contract/decimal';
import { maxWithdrawal, type WalletCurrency, type WalletNetwork } from '@market/contract/wallet';
import { Form, Input, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FundPasswordItem, NoFundPasswordNotice } from '../../../components/fund-password.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useMe } from '../../../state/use-me.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { cleanAmount, quoteOf, withdrawAmountProblem, type WithdrawTerms } from '../amount.ts';
import { useAmountMessage } from '../amount-message.ts';
import { findChannel, findCurrency, pickChannel } from '../channel.ts';
import { ChannelFields } from '../components/channel-fields.tsx';
import { ChoiceChips } from '../components/choice-chips.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { formatAmount } from '../format.ts';
import { useWithdrawData } from '../withdraw-data.ts';
import { addressMessage } from './address-message.ts';
import { WithdrawQuotePanel } from './withdraw-quote.tsx';

interface WithdrawValues {
  currency: WalletCurrency;
  network: WalletNetwork;
  address?: string;
  amount?: string;
  fund_password?: string;
}

const SERVER_FIELDS = ['currency', 'network', 'address', 'amount', 'fund_password'];

/** /withdraw: a blockchain transfer of part of the balance, held at once until an admin pays it. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <WalletPage
      title={t('withdraw.title')}
      backTo="/mine"
      records={{ to: '/withdrawRecode', testId: 'withdraw-records' }}
    >
      {(config) => <WithdrawForm config={config} />}
    </WalletPage>
  );
}

function WithdrawForm({ config }: { config: RechargeConfig }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const draft = useWithdrawData((state) => state.draft);
  const updateDraft = useWithdrawData((state) => state.update);
  const clearDraft = useWithdrawData((state) => state.clear);
  const amountMessage = useAmountMessage('withdraw');
  const { data: me } = useMe();
  const withdraw = useCreateWithdrawal();
  const [form] = Form.useForm<WithdrawValues>();
  const initial = pickChannel(config, draft)!;
  const currency: WalletCurrency = Form.useWatch('currency', form) ?? initial.currency;
  const network: WalletNetwork = Form.useWatch('network', form) ?? initial.network;
  const amount = cleanAmount(Form.useWatch('amount', form) ?? draft.amount);
  const rate = findCurrency(config, currency)?.rate ?? '0';
  const channel = findChannel(config, currency, network);
  const terms: WithdrawTerms | undefined = channel && { currency, channel, rate, balance: config.balance };
  const hasFundPassword = me?.has_fund_password ?? true;

  const { submit, isSubmitting } = useFormSubmit<WithdrawValues>(form, SERVER_FIELDS, async (values) => {
    await withdraw.mutateAsync({
      currency: values.currency,
      network: values.network,
      address: (values.address ?? '').trim(),
      amount: cleanAmount(values.amount),
      fund_password: values.fund_password ?? '',
    });
    Toast.show({ icon: 'success', content: t('withdraw.submitted') });
    clearDraft();
    navigate('/withdrawRecode', { replace: true });
  });

  const recheck = (fields: (keyof WithdrawValues)[]) => {
    const filled = fields.filter((field) => form.getFieldValue(field));
    if (filled.length > 0) void form.validateFields(filled).catch(() => undefined);
  };

  const onValuesChange = (changed: Partial<WithdrawValues>) => {
    const { fund_password: _secret, ...kept } = changed;
    if (changed.currency) {
      kept.network = pickChannel(config, { currency: changed.currency })!.network;
      form.setFieldsValue({ network: kept.network });
    }
    updateDraft(kept);
    // another network checks the address again; another currency or network, the amount
    if (changed.currency || changed.network) recheck(['address', 'amount']);
  };

  const fillMax = () => {
    const max = normalize(maxWithdrawal(config.balance, currency, rate));
    form.setFieldsValue({ amount: max });
    updateDraft({ amount: max });
    recheck(['amount']);
  };

  return (
    <>
      <section className="funds-card withdraw-balance">
        <span className="funds-label">{t('withdraw.available')}</span>
        <strong data-testid="withdraw-balance">{money(config.balance)}</strong>
      </section>
      {!hasFundPassword && (
        <NoFundPasswordNotice
          text={t('withdraw.noFundPassword')}
          linkText={t('withdraw.setFundPassword')}
          testId="withdraw-no-fund-password"
        />
      )}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...initial, address: draft.address, amount: draft.amount }}
        onValuesChange={onValuesChange}
        onFinish={submit}
        footer={
          <SubmitButton isSubmitting={isSubmitting} isDisabled={!hasFundPassword} testId="withdraw-submit">
            {t('withdraw.submit')}
          </SubmitButton>
        }
      >
        <Form.Item label={t('withdraw.method')}>
          <ChoiceChips
            label={t('withdraw.method')}
            value="chain"
            choices={[{ value: 'chain', label: t('withdraw.blockchain') }]}
            testId="withdraw-method"
          />
        </Form.Item>
        <ChannelFields config={config} currency={currency} testId="withdraw" />
        <Form.Item
          name="address"
          label={t('withdraw.address')}
          className="funds-ltr"
          rules={[
            { required: true, whitespace: true, message: t('withdraw.enterAddress') },
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = value?.trim() ? checkAddress(network, value.trim()) : null;
                if (problem) throw new Error(addressMessage(t, problem, network));
              },
            },
          ]}
        >
          <Input
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            maxLength={120}
            placeholder={t('withdraw.addressPlaceholder', { network })}
            data-testid="withdraw-address"
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('funds.amount')}
          required
          description={
            channel && (
              <span data-testid="withdraw-min">
                {t('withdraw.minimum', { amount: formatAmount(channel.min_withdraw, currency) })}
              </span>
            )
          }
          extra={
            <button type="button" className="funds-max" onClick={fillMax} data-testid="withdraw-max">
              {t('withdraw.max')}
            </button>
          }
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (!terms || !channel) return;
                const problem = withdrawAmountProblem(cleanAmount(value), terms);
                if (problem) throw new Error(amountMessage(problem, currency, channel));
              },
            },
          ]}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            maxLength={24}
            placeholder={t('withdraw.enterAmount')}
            data-testid="withdraw-amount"
          />
        </Form.Item>
        {channel && terms && (
          <WithdrawQuotePanel quote={quoteOf(amount, terms)} currency={currency} channel={channel} />
        )}
        <FundPasswordItem message={t('withdraw.enterFundPassword')} testId="withdraw-fund-password" />
      </Form>
    </>
  );
}
