import type { AdminWithdrawal } from '@market/contract';
import { ConfigProvider, Descriptions, Drawer, Tag, Typography } from 'antd';
import { type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { WITHDRAW_COLOR, withdrawStatusLabel } from './status.ts';
import { WithdrawalSteps } from './withdrawal-steps.tsx';

const copyable = (text: string) => (
  <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
    {text}
  </Typography.Text>
);

function Fields({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    [
      t('withdrawals.status'),
      <Tag color={WITHDRAW_COLOR[withdrawal.status]} data-testid="withdrawal-status">
        {withdrawStatusLabel(t, withdrawal.status)}
      </Tag>,
    ],
    [t('withdrawals.user'), `${withdrawal.username} (#${withdrawal.user_id})`],
    [t('withdrawals.network'), `${withdrawal.currency} · ${withdrawal.network}`],
    [t('withdrawals.address'), copyable(withdrawal.address)],
    [t('withdrawals.amount'), `${withdrawal.amount} ${withdrawal.currency}`],
    [t('withdrawals.fee'), `${withdrawal.fee} ${withdrawal.currency}`],
    [
      t('withdrawals.receive'),
      <strong data-testid="withdrawal-receive">{`${withdrawal.receive} ${withdrawal.currency}`}</strong>,
    ],
    [t('withdrawals.hold'), `${withdrawal.hold} USDT`],
    [t('withdrawals.submitted'), formatTime(withdrawal.created_at, i18n.language)],
  ];
  if (withdrawal.tx_hash) rows.push([t('review.txHash'), copyable(withdrawal.tx_hash)]);
  if (withdrawal.reviewed_at)
    rows.push([t('withdrawals.reviewed'), formatTime(withdrawal.reviewed_at, i18n.language)]);
  if (withdrawal.reason) rows.push([t('review.reason'), withdrawal.reason]);
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={rows.map(([label, children], index) => ({ key: index, label, children }))}
    />
  );
}

/**
 * One withdrawal, from the queue's row: where the money goes and what arrives there, its approvals
 * and the next step (withdrawal-steps.tsx); the drawer shows the withdrawal as the last step left it.
 */
export function WithdrawalDrawer({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawal | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [latest, setLatest] = useState<AdminWithdrawal>();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const shown = withdrawal && latest?.id === withdrawal.id ? latest : withdrawal;
  return (
    <Drawer
      open={shown !== undefined}
      onClose={onClose}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={640}
      title={shown ? t('withdrawals.detailTitle', { id: shown.id }) : ''}
    >
      {shown && (
        <>
          <Fields withdrawal={shown} />
          <div style={{ marginTop: 24 }}>
            <WithdrawalSteps key={shown.id} withdrawal={shown} onDone={setLatest} />
          </div>
        </>
      )}
    </Drawer>
  );
}
