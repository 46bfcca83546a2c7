import type { AdminRecharge, RechargeStatus } from '@market/contract';
import { ConfigProvider, Descriptions, Drawer, Flex, Tag, Typography } from 'antd';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateDocument } from '../../components/private-document.tsx';
import { ReviewForm } from '../../components/review-form.tsx';
import { formatTime } from '../../lib/format.ts';
import { useRechargeReview } from './api.ts';

export const RECHARGE_COLOR: Record<RechargeStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

function Fields({ recharge }: { recharge: AdminRecharge }) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    [
      t('recharges.status'),
      <Tag color={RECHARGE_COLOR[recharge.status]} data-testid="recharge-status">
        {t(`rechargeStatus.${recharge.status}`)}
      </Tag>,
    ],
    [t('recharges.user'), `${recharge.username} (#${recharge.user_id})`],
    [
      t('recharges.amount'),
      <strong data-testid="recharge-amount">{`${recharge.amount} ${recharge.currency}`}</strong>,
    ],
    [t('recharges.network'), recharge.network],
    [
      t('recharges.address'),
      <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
        {recharge.address}
      </Typography.Text>,
    ],
    [
      t('recharges.txHash'),
      recharge.tx_hash ? (
        <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
          {recharge.tx_hash}
        </Typography.Text>
      ) : (
        '—'
      ),
    ],
    [t('recharges.submitted'), formatTime(recharge.created_at, i18n.language)],
  ];
  if (recharge.credited) rows.push([t('recharges.credited'), `${recharge.credited} USDT (${recharge.rate})`]);
  if (recharge.reviewed_at)
    rows.push([t('recharges.reviewed'), formatTime(recharge.reviewed_at, i18n.language)]);
  if (recharge.reason) rows.push([t('review.reason'), recharge.reason]);
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
 * One recharge, from the queue's row (the list carries every field): the claimed amount, network
 * and hash beside the transfer screenshot (a private upload, fetched with the admin's token), and
 * while it is pending the decision over `POST /api/admin/recharge/review`.
 */
export function RechargeDrawer({
  recharge,
  onClose,
}: {
  recharge: AdminRecharge | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const review = useRechargeReview();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  // the decision's answer is the recharge as it now is
  const decided = review.data;
  const shown = recharge && decided?.id === recharge.id ? { ...recharge, ...decided } : recharge;
  return (
    <Drawer
      open={shown !== undefined}
      onClose={onClose}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={720}
      title={shown ? t('recharges.detailTitle', { id: shown.id }) : ''}
    >
      {shown && (
        <Flex gap={24} align="start">
          <div style={{ flex: 1, minWidth: 0 }}>
            <Fields recharge={shown} />
            <div style={{ marginTop: 24 }}>
              <ReviewForm
                key={shown.id}
                isPending={shown.status === 'pending'}
                isSaving={review.isPending}
                decide={(decision) => review.mutateAsync({ id: shown.id, ...decision })}
              />
            </div>
          </div>
          <PrivateDocument url={shown.image} label={t('recharges.screenshot')} testId="recharge-screenshot" />
        </Flex>
      )}
    </Drawer>
  );
}
