import type { AdminWithdrawal } from '@market/contract';
import { Alert, Button, Form, Input, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../lib/form-errors.ts';
import { formatTime } from '../../lib/format.ts';
import { useMe } from '../../state/me.ts';
import { useWithdrawalStep, type WithdrawalStep } from './api.ts';

/**
 * Where a withdrawal stands (decision 042): its approvals so far, one or two, then the payment; a
 * rejection ends it anywhere before paid.
 */
function Progress({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t, i18n } = useTranslation();
  const required = withdrawal.approvals_required;
  const approvals = Array.from({ length: required }, (_, n) => {
    const approval = withdrawal.approvals[n];
    const title =
      required === 1
        ? t('withdrawalSteps.approval')
        : t(n === 0 ? 'withdrawalSteps.firstApproval' : 'withdrawalSteps.secondApproval');
    return {
      title,
      description: approval
        ? t('withdrawalSteps.approvedBy', {
            name: approval.username,
            time: formatTime(approval.created_at, i18n.language),
          })
        : t('withdrawalSteps.waiting'),
    };
  });
  const isPaid = withdrawal.status === 'paid';
  const items = [
    ...approvals,
    {
      title: t('withdrawalSteps.paid'),
      description: isPaid ? withdrawal.tx_hash : t('withdrawalSteps.waiting'),
    },
  ];
  const current = isPaid ? items.length : Math.min(withdrawal.approvals.length, required);
  return (
    <Steps
      data-testid="withdrawal-steps"
      direction="vertical"
      size="small"
      current={current}
      status={withdrawal.status === 'rejected' ? 'error' : isPaid ? 'finish' : 'process'}
      items={items}
    />
  );
}

/** The approve button's words: which approval of how many the caller would give. */
function approveLabel(withdrawal: AdminWithdrawal): string {
  if (withdrawal.approvals_required === 1) return 'withdrawalSteps.approve';
  return withdrawal.approvals.length === 0 ? 'withdrawalSteps.approveFirst' : 'withdrawalSteps.approveSecond';
}

/**
 * The steps open to an admin: approve while pending, mark paid with the on-chain hash once approved,
 * reject with a reason before paid. The server decides who may (not twice, not one's own money): its
 * refusal shows under the field it names, or above the buttons.
 */
export function WithdrawalSteps({
  withdrawal,
  onDone,
}: {
  withdrawal: AdminWithdrawal;
  onDone: (next: AdminWithdrawal) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ tx_hash?: string; reason?: string }>();
  const [refusal, setRefusal] = useState<string>();
  const step = useWithdrawalStep();
  const me = useMe().data;
  const isOpen = withdrawal.status === 'pending' || withdrawal.status === 'approved';
  // the server refuses these; the screen says why up front (a stale screen still gets the refusal)
  const isHolder = me?.id === withdrawal.user_id;
  const hasApproved = withdrawal.approvals.some((approval) => approval.admin_id === me?.id);
  const mayApprove = withdrawal.status === 'pending' && !isHolder && !hasApproved;
  const text = (name: 'tx_hash' | 'reason') =>
    ((form.getFieldValue(name) as string | undefined) ?? '').trim();

  const take = async (action: WithdrawalStep) => {
    setRefusal(undefined);
    form.setFields([
      { name: 'tx_hash', errors: [] },
      { name: 'reason', errors: [] },
    ]);
    try {
      onDone(await step.mutateAsync(action));
    } catch (error) {
      setRefusal(showServerError(form, error, { plain: ['tx_hash', 'reason'] }));
    }
  };

  return (
    <>
      <Progress withdrawal={withdrawal} />
      {refusal && (
        <Alert type="error" title={refusal} data-testid="step-refusal" style={{ marginBottom: 16 }} />
      )}
      {withdrawal.approvals_required === 2 && withdrawal.status === 'pending' && (
        <Alert type="info" title={t('withdrawalSteps.twoNeeded')} style={{ marginBottom: 16 }} />
      )}
      {isOpen && (isHolder || (hasApproved && withdrawal.status === 'pending')) && (
        <Alert
          type="warning"
          data-testid="step-note"
          title={t(isHolder ? 'withdrawalSteps.yourOwn' : 'withdrawalSteps.approvedByYou')}
          style={{ marginBottom: 16 }}
        />
      )}
      {isOpen && !isHolder && (
        <Form form={form} layout="vertical" data-testid="withdrawal-step-form">
          {mayApprove && (
            <Button
              type="primary"
              loading={step.isPending}
              onClick={() => void take({ step: 'approve', id: withdrawal.id })}
              data-testid="approve"
              style={{ marginBottom: 24 }}
            >
              {t(approveLabel(withdrawal))}
            </Button>
          )}
          {withdrawal.status === 'approved' && (
            <>
              <Form.Item name="tx_hash" label={t('withdrawalSteps.txHash')}>
                <Input data-testid="pay-tx-hash" maxLength={100} />
              </Form.Item>
              <Button
                type="primary"
                loading={step.isPending}
                onClick={() => void take({ step: 'pay', id: withdrawal.id, tx_hash: text('tx_hash') })}
                data-testid="mark-paid"
                style={{ marginBottom: 24 }}
              >
                {t('withdrawalSteps.markPaid')}
              </Button>
            </>
          )}
          <Form.Item name="reason" label={t('withdrawalSteps.reason')}>
            <Input.TextArea rows={2} maxLength={200} data-testid="review-reason" />
          </Form.Item>
          <Button
            danger
            loading={step.isPending}
            onClick={() => void take({ step: 'reject', id: withdrawal.id, reason: text('reason') })}
            data-testid="reject"
          >
            {t('withdrawalSteps.reject')}
          </Button>
        </Form>
      )}
    </>
  );
}
