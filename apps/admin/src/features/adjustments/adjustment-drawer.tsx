import type { Adjustment } from '@market/contract';
import { Alert, Button, ConfigProvider, Descriptions, Drawer, Form, Input, Space, Tag } from 'antd';
import { type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../lib/form-errors.ts';
import { formatTime } from '../../lib/format.ts';
import { useMe } from '../../state/me.ts';
import { useAdjustmentDecision } from './api.ts';
import { ADJUSTMENT_COLOR, statusKey } from './status.ts';

function Fields({ adjustment }: { adjustment: Adjustment }) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    [
      t('adjustments.statusLabel'),
      <Tag color={ADJUSTMENT_COLOR[adjustment.status]} data-testid="adjustment-status">
        {t(statusKey(adjustment.status))}
      </Tag>,
    ],
    [t('adjustments.user'), `${adjustment.username} (#${adjustment.user_id})`],
    [t('adjustments.amount'), <strong data-testid="adjustment-amount">{`${adjustment.amount} USDT`}</strong>],
    [t('adjustments.reason'), adjustment.reason],
    [
      t('adjustments.requester'),
      `${adjustment.requester} · ${formatTime(adjustment.created_at, i18n.language)}`,
    ],
  ];
  if (adjustment.decider)
    rows.push([
      t('adjustments.decider'),
      `${adjustment.decider} · ${formatTime(adjustment.decided_at, i18n.language)}`,
    ]);
  if (adjustment.decision_reason) rows.push([t('adjustments.decisionReason'), adjustment.decision_reason]);
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={rows.map(([label, children], index) => ({ key: index, label, children }))}
    />
  );
}

/** A pending adjustment's decision by a second admin; the server refuses the requester and the holder. */
function Decision({ adjustment, onDone }: { adjustment: Adjustment; onDone: (next: Adjustment) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const [refusal, setRefusal] = useState<string>();
  const decision = useAdjustmentDecision();
  const me = useMe().data;
  // the server refuses these two; the screen says why up front
  const mayNot =
    me?.id === adjustment.requested_by
      ? 'adjustments.yourRequest'
      : me?.id === adjustment.user_id
        ? 'adjustments.yourOwn'
        : undefined;
  const decide = async (approve: boolean) => {
    setRefusal(undefined);
    form.setFields([{ name: 'reason', errors: [] }]);
    const reason = ((form.getFieldValue('reason') as string | undefined) ?? '').trim();
    try {
      onDone(
        await decision.mutateAsync(
          approve ? { id: adjustment.id, approve } : { id: adjustment.id, approve, reason },
        ),
      );
    } catch (error) {
      setRefusal(showServerError(form, error, { plain: ['reason'] }));
    }
  };
  return (
    <Form form={form} layout="vertical" style={{ marginTop: 24 }}>
      <Alert type="info" title={t('adjustments.secondAdmin')} style={{ marginBottom: 16 }} />
      {mayNot && <Alert type="warning" title={t(mayNot)} data-testid="adjustment-note" />}
      {refusal && (
        <Alert type="error" title={refusal} style={{ marginBottom: 16 }} data-testid="adjustment-refusal" />
      )}
      {!mayNot && (
        <>
          <Form.Item name="reason" label={t('adjustments.rejectReason')}>
            <Input.TextArea rows={2} maxLength={200} data-testid="adjustment-reason" />
          </Form.Item>
          <Space>
            <Button
              type="primary"
              loading={decision.isPending}
              onClick={() => void decide(true)}
              data-testid="adjustment-approve"
            >
              {t('adjustments.approve')}
            </Button>
            <Button
              danger
              loading={decision.isPending}
              onClick={() => void decide(false)}
              data-testid="adjustment-reject"
            >
              {t('adjustments.reject')}
            </Button>
          </Space>
        </>
      )}
    </Form>
  );
}

/** One adjustment, from the list's row, with the second admin's decision while it is pending. */
export function AdjustmentDrawer({
  adjustment,
  onClose,
}: {
  adjustment: Adjustment | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [latest, setLatest] = useState<Adjustment>();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const shown = adjustment && latest?.id === adjustment.id ? latest : adjustment;
  return (
    <Drawer
      open={shown !== undefined}
      onClose={onClose}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={560}
      title={shown ? t('adjustments.detailTitle', { id: shown.id }) : ''}
    >
      {shown && (
        <>
          <Fields adjustment={shown} />
          {shown.status === 'pending' && <Decision key={shown.id} adjustment={shown} onDone={setLatest} />}
        </>
      )}
    </Drawer>
  );
}
