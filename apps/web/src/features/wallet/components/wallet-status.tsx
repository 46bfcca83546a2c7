import type { RechargeStatus, WithdrawStatus } from '@market/contract/wallet';
import { useTranslation } from 'react-i18next';

/** A recharge's or a withdrawal's status in words. */
export function WalletStatus({ status }: { status: RechargeStatus | WithdrawStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`funds-status is-${status}`} data-testid="funds-status">
      {t(`funds.status.${status}`)}
    </span>
  );
}
