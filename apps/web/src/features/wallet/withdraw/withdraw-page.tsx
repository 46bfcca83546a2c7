import type { RechargeConfig } from '@market/contract';
import { WithdrawForm } from '@market/app-kit/withdraw/withdraw-form';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoney } from '../../../lib/use-money.ts';
import { useMe } from '../../../state/use-me.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { WalletPage } from '../components/wallet-page.tsx';
import { useWithdrawData } from '../withdraw-data.ts';

/** /withdraw: a blockchain transfer of part of the balance, held at once until an admin pays it. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <WalletPage
      title={t('withdraw.title')}
      backTo="/mine"
      records={{ to: '/withdrawRecode', testId: 'withdraw-records' }}
    >
      {(config) => <BuyerWithdraw config={config} />}
    </WalletPage>
  );
}

/** The shared form on the buyer's balance; the draft survives a trip to set the fund password. */
function BuyerWithdraw({ config }: { config: RechargeConfig }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const draft = useWithdrawData((state) => state.draft);
  const updateDraft = useWithdrawData((state) => state.update);
  const clearDraft = useWithdrawData((state) => state.clear);
  const { data: me } = useMe();
  const withdraw = useCreateWithdrawal();
  return (
    <WithdrawForm
      config={config}
      balance={config.balance}
      money={money}
      hasFundPassword={me?.has_fund_password ?? true}
      draft={draft}
      onDraftChange={updateDraft}
      send={async (body) => {
        await withdraw.mutateAsync(body);
        Toast.show({ icon: 'success', content: t('withdraw.submitted') });
        clearDraft();
        navigate('/withdrawRecode', { replace: true });
      }}
    />
  );
}
