import type { RechargeConfig } from '@market/contract';
import { normalizeTxHash } from '@market/contract/crypto-address';
import { Form, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useCreateRecharge } from '../api/create-recharge.ts';
import { channelPath, CHAIN_NAMES, findChannel } from '../channel.ts';
import { DepositAddress } from '../components/deposit-address.tsx';
import { type Screenshot, ScreenshotField } from '../components/screenshot-field.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { formatAmount } from '../format.ts';
import { type TransferData, useTransferData } from '../transfer-data.ts';

interface TransferValues {
  image?: Screenshot;
  tx_hash?: string;
}

/**
 * /recharge/transfer/{currency}-{network}: the transfer step of the recharge chosen on /recharge
 * (`transferData`). Without it (a reload, a shared link) the recharge starts again at /recharge.
 */
export default function TransferPage() {
  const { t } = useTranslation();
  const ids = useParams().ids;
  // the recharge as this page opened: clearing transferData after the submit must not send it away
  const [data] = useState(() => useTransferData.getState().data);
  if (!data || channelPath(data) !== ids) return <Navigate to="/recharge" replace />;
  return (
    <WalletPage title={t('recharge.transferTitle')}>
      {(config) => <TransferStep config={config} data={data} />}
    </WalletPage>
  );
}

function TransferStep({ config, data }: { config: RechargeConfig; data: TransferData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clear = useTransferData((state) => state.clear);
  const recharge = useCreateRecharge();
  const [form] = Form.useForm<TransferValues>();
  const channel = findChannel(config, data.currency, data.network);
  const { submit, isSubmitting } = useFormSubmit<TransferValues>(
    form,
    ['image', 'tx_hash'],
    async ({ image, tx_hash }) => {
      const created = await recharge.mutateAsync({
        currency: data.currency,
        network: data.network,
        amount: data.amount,
        image: image!.id,
        ...(tx_hash?.trim() ? { tx_hash: tx_hash.trim() } : {}),
      });
      Toast.show({ icon: 'success', content: t('recharge.submitted') });
      clear();
      navigate(`/rechargeDetail?id=${created.id}`, { replace: true });
    },
  );
  // the network was closed since /recharge: choose again
  if (!channel) return <Navigate to="/recharge" replace />;

  return (
    <>
      <section className="funds-card transfer-summary" data-testid="transfer-summary">
        <div>
          <p className="funds-label">{t('recharge.transferAmount')}</p>
          <p className="transfer-amount" data-testid="transfer-amount">
            {formatAmount(data.amount, data.currency)}
          </p>
          <p className="funds-hint" data-testid="transfer-network">
            {data.network} · {CHAIN_NAMES[data.network]}
          </p>
        </div>
        <Link to="/recharge" className="link-button" data-testid="transfer-change">
          {t('recharge.change')}
        </Link>
      </section>
      <DepositAddress address={channel.address} currency={data.currency} network={data.network} />
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        footer={
          <SubmitButton isSubmitting={isSubmitting} testId="transfer-submit">
            {t('recharge.submit')}
          </SubmitButton>
        }
      >
        <Form.Item
          name="image"
          label={t('recharge.screenshot')}
          rules={[{ required: true, message: t('recharge.uploadScreenshot') }]}
        >
          <ScreenshotField />
        </Form.Item>
        <Form.Item
          name="tx_hash"
          label={t('recharge.txHash')}
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                if (value?.trim() && normalizeTxHash(data.network, value) === null) {
                  throw new Error(t('recharge.txHashFormat', { network: data.network }));
                }
              },
            },
          ]}
        >
          <Input
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            maxLength={100}
            placeholder={t('recharge.txHashPlaceholder')}
            data-testid="transfer-tx-hash"
          />
        </Form.Item>
        <p className="funds-note" role="note" data-testid="transfer-note">
          {t('recharge.note')}
        </p>
      </Form>
    </>
  );
}
