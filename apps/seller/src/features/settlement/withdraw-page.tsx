import { formatMoney } from '@market/app-kit/money';
import { PageHeader } from '@market/app-kit/page-header';
import { offeredCurrencies } from '@market/app-kit/withdraw/channel';
import { type WithdrawDraft, WithdrawForm } from '@market/app-kit/withdraw/withdraw-form';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '../../state/use-me.ts';
import { useSettlementSummary, useStoreWithdrawal, useWalletConfig } from './api/use-settlement.ts';
import './settlement.css';

const usdt = (value: string) => formatMoney(value, 'USDT');

/**
 * `/seller/settlement/withdraw`: the store's available earnings out in crypto, through the same
 * form, channels, fees and admin review as a buyer's withdrawal. The fund password is the
 * account's, set in the buyer app.
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useWalletConfig();
  const summary = useSettlementSummary();
  const { data: me } = useMe();
  const withdraw = useStoreWithdrawal();
  const [draft, setDraft] = useState<WithdrawDraft>({});
  const isReady = config.data && summary.data;
  return (
    <div className="settlement-withdraw">
      <PageHeader backTo="/settlement">{t('settlement.withdrawTitle')}</PageHeader>
      {!isReady ? (
        config.isError || summary.isError ? (
          <ErrorBlock status="disconnected" title={t('common.loadFailed')} description="" />
        ) : (
          <div className="page-center">
            <DotLoading color="primary" />
          </div>
        )
      ) : offeredCurrencies(config.data).length === 0 ? (
        <ErrorBlock status="empty" title={t('funds.closed')} description={t('funds.closedText')} />
      ) : (
        <WithdrawForm
          config={config.data}
          balance={summary.data.available}
          money={usdt}
          hasFundPassword={me?.has_fund_password ?? true}
          fundPasswordHref="/fundPassword"
          draft={draft}
          onDraftChange={(changed) => setDraft((current) => ({ ...current, ...changed }))}
          send={async (body) => {
            await withdraw.mutateAsync(body);
            Toast.show({ icon: 'success', content: t('withdraw.submitted') });
            navigate('/settlement', { replace: true });
          }}
        />
      )}
    </div>
  );
}
