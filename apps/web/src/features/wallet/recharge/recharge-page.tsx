import type { RechargeConfig } from '@market/contract';
import type { WalletCurrency, WalletNetwork } from '@market/contract/wallet';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { cleanAmount, rechargeAmountProblem } from '@market/app-kit/withdraw/amount';
import { useAmountMessage } from '@market/app-kit/withdraw/amount-message';
import { channelPath, findChannel, pickChannel } from '../channel.ts';
import { AmountInput } from '@market/app-kit/withdraw/amount-input';
import { ChannelFields } from '@market/app-kit/withdraw/channel-fields';
import { DepositAddress } from '../components/deposit-address.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { formatAmount } from '../format.ts';
import { useTransferData } from '../transfer-data.ts';

interface RechargeValues {
  currency: WalletCurrency;
  network: WalletNetwork;
  amount?: string;
}

/** /recharge: currency, network, the deposit address (QR, copy) and the amount within the limits. */
export default function RechargePage() {
  const { t } = useTranslation();
  return (
    <WalletPage
      title={t('recharge.title')}
      backTo="/mine"
      records={{ to: '/rechargeRecode', testId: 'recharge-records' }}
    >
      {(config) => <RechargeForm config={config} />}
    </WalletPage>
  );
}

function RechargeForm({ config }: { config: RechargeConfig }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useTransferData((state) => state.data);
  const start = useTransferData((state) => state.start);
  const amountMessage = useAmountMessage('recharge');
  const [form] = Form.useForm<RechargeValues>();
  // back from the transfer step, the form shows what was chosen there
  const initial = pickChannel(config, draft ?? {})!;
  const currency = Form.useWatch('currency', form) ?? initial.currency;
  const network = Form.useWatch('network', form) ?? initial.network;
  const channel = findChannel(config, currency, network);

  const onValuesChange = (changed: Partial<RechargeValues>) => {
    if (changed.currency) {
      form.setFieldsValue({ network: pickChannel(config, { currency: changed.currency })!.network });
    }
    // new limits: an amount already typed is checked against them
    if ((changed.currency || changed.network) && form.getFieldValue('amount')) {
      void form.validateFields(['amount']).catch(() => undefined);
    }
  };

  const onFinish = (values: RechargeValues) => {
    const chosen = { currency: values.currency, network: values.network };
    start({ ...chosen, amount: cleanAmount(values.amount) });
    navigate(`/recharge/transfer/${channelPath(chosen)}`);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ ...initial, amount: draft?.amount }}
      onValuesChange={onValuesChange}
      onFinish={onFinish}
      footer={
        <>
          <SubmitButton testId="recharge-next">{t('recharge.next')}</SubmitButton>
          <Link to="/recharge/otherpay" className="funds-other-link" data-testid="recharge-otherpay">
            {t('recharge.otherWays')}
          </Link>
        </>
      }
    >
      <ChannelFields config={config} currency={currency} testId="recharge" />
      {channel && <DepositAddress address={channel.address} currency={currency} network={network} />}
      <Form.Item
        name="amount"
        label={t('funds.amount')}
        required
        description={
          channel && (
            <span data-testid="recharge-limit">
              {t('recharge.limit', {
                min: formatAmount(channel.min_recharge, currency),
                max: formatAmount(channel.max_recharge, currency),
              })}
            </span>
          )
        }
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if (!channel) return;
              const problem = rechargeAmountProblem(cleanAmount(value), currency, channel);
              if (problem) throw new Error(amountMessage(problem, currency, channel));
            },
          },
        ]}
      >
        <AmountInput placeholder={t('recharge.enterAmount')} testId="recharge-amount" />
      </Form.Item>
    </Form>
  );
}
