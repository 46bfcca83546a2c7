import type { RechargeConfig, WithdrawRequest } from '@market/contract';
import { checkAddress } from '@market/contract/crypto-address';
import { normalize } from '@market/contract/decimal';
import { maxWithdrawal, type WalletCurrency, type WalletNetwork } from '@market/contract/wallet';
import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../forms.ts';
import { SubmitButton } from '../submit-button.tsx';
import { addressMessage } from './address-message.ts';
import { AmountInput } from './amount-input.tsx';
import { cleanAmount, quoteOf, withdrawAmountProblem, type WithdrawTerms } from './amount.ts';
import { useAmountMessage } from './amount-message.ts';
import { ChannelFields } from './channel-fields.tsx';
import { findChannel, findCurrency, pickChannel } from './channel.ts';
import { ChoiceChips } from '../choice-chips.tsx';
import { formatAmount } from './format.ts';
import { FundPasswordItem, NoFundPasswordNotice } from './fund-password.tsx';
import { WithdrawQuotePanel } from './withdraw-quote.tsx';
import './funds.css';

/** The withdraw form as filled so far; never the fund password. */
export interface WithdrawDraft {
  currency?: WalletCurrency;
  network?: WalletNetwork;
  address?: string;
  amount?: string;
}

interface WithdrawValues {
  currency: WalletCurrency;
  network: WalletNetwork;
  address?: string;
  amount?: string;
  fund_password?: string;
}

const SERVER_FIELDS = ['currency', 'network', 'address', 'amount', 'fund_password'];

export interface WithdrawFormProps {
  /** The open channels, their limits, fees and rates (`POST /api/wallet/config`). */
  config: RechargeConfig;
  /** What may be withdrawn, in USDT: the buyer's balance, or the store's available earnings. */
  balance: string;
  money: (value: string) => string;
  hasFundPassword: boolean;
  /** Where to set a fund password from another app than the buyer's (its /fundPassword). */
  fundPasswordHref?: string;
  draft: WithdrawDraft;
  onDraftChange: (draft: WithdrawDraft) => void;
  /** Sends the withdrawal; a refusal naming a field is shown under it. */
  send: (body: WithdrawRequest) => Promise<void>;
}

/**
 * A blockchain transfer of part of a balance, held at once until an admin pays it: method,
 * currency, network, address (checked for the network as it is typed), amount with a max button,
 * the fee and what arrives, and the fund password. The buyer's /withdraw and the seller's
 * settlement withdraw the same way; only the balance and where the request goes differ.
 */
export function WithdrawForm(props: WithdrawFormProps) {
  const { config, balance, money, hasFundPassword, draft, onDraftChange } = props;
  const { t } = useTranslation();
  const amountMessage = useAmountMessage('withdraw');
  const [form] = Form.useForm<WithdrawValues>();
  const initial = pickChannel(config, draft)!;
  const currency: WalletCurrency = Form.useWatch('currency', form) ?? initial.currency;
  const network: WalletNetwork = Form.useWatch('network', form) ?? initial.network;
  const amount = cleanAmount(Form.useWatch('amount', form) ?? draft.amount);
  const rate = findCurrency(config, currency)?.rate ?? '0';
  const channel = findChannel(config, currency, network);
  const terms: WithdrawTerms | undefined = channel && { currency, channel, rate, balance };

  const { submit, isSubmitting } = useFormSubmit<WithdrawValues>(form, SERVER_FIELDS, (values) =>
    props.send({
      currency: values.currency,
      network: values.network,
      address: (values.address ?? '').trim(),
      amount: cleanAmount(values.amount),
      fund_password: values.fund_password ?? '',
    }),
  );

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
    onDraftChange(kept);
    // another network checks the address again; another currency or network, the amount
    if (changed.currency || changed.network) recheck(['address', 'amount']);
  };

  const fillMax = () => {
    const max = normalize(maxWithdrawal(balance, currency, rate));
    form.setFieldsValue({ amount: max });
    onDraftChange({ amount: max });
    recheck(['amount']);
  };

  return (
    <>
      <section className="funds-card withdraw-balance">
        <span className="funds-label">{t('withdraw.available')}</span>
        <strong data-testid="withdraw-balance">{money(balance)}</strong>
      </section>
      {!hasFundPassword && (
        <NoFundPasswordNotice
          text={t('withdraw.noFundPassword')}
          linkText={t('withdraw.setFundPassword')}
          testId="withdraw-no-fund-password"
          href={props.fundPasswordHref}
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
          <AmountInput placeholder={t('withdraw.enterAmount')} testId="withdraw-amount" />
        </Form.Item>
        {channel && terms && (
          <WithdrawQuotePanel
            quote={quoteOf(amount, terms)}
            currency={currency}
            channel={channel}
            money={money}
          />
        )}
        <FundPasswordItem message={t('withdraw.enterFundPassword')} testId="withdraw-fund-password" />
      </Form>
    </>
  );
}
