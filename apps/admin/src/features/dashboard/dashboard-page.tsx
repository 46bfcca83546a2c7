import type { DashboardQueue, DashboardResponse } from '@market/contract';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '../../lib/format.ts';
import { useDashboard } from './api.ts';

// recharts is a chunk of its own, loaded after the counts are on screen
const DayCharts = lazy(() => import('./day-charts.tsx'));

/** Each queue's screen, where its card leads. */
const QUEUE_PATHS: Record<DashboardQueue, string> = {
  applications: '/applications?status=reviewing',
  recharges: '/recharges?status=pending',
  withdrawals: '/withdrawals',
  loans: '/loans',
};

function QueueCards({ pending }: { pending: DashboardResponse['pending'] }) {
  const { t } = useTranslation();
  const queues = (Object.keys(QUEUE_PATHS) as DashboardQueue[]).filter((queue) => pending[queue] !== null);
  // a role without a queue (support) sees no empty "waiting" section
  if (queues.length === 0) return null;
  return (
    <>
      <Typography.Title level={5}>{t('dashboard.waiting')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {queues.map((queue) => (
          <Col key={queue} xs={24} sm={12} lg={6}>
            <Link to={QUEUE_PATHS[queue]} data-testid={`pending-${queue}`}>
              <Card hoverable size="small">
                <Statistic title={t(`dashboard.pending.${queue}`)} value={pending[queue] ?? 0} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}

function TodayCards({ today }: { today: DashboardResponse['today'] }) {
  const { t } = useTranslation();
  const figures: [string, string | number, string?][] = [
    ['orders', today.orders],
    ['gmv', today.gmv, 'USDT'],
    ['newUsers', today.new_users],
    ['recharges', `${today.recharge_amount}`, `USDT · ${today.recharges}`],
    ['withdrawals', `${today.withdraw_amount}`, `USDT · ${today.withdrawals}`],
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map(([key, value, suffix]) => (
        <Col key={key} xs={24} sm={12} lg={key === 'recharges' || key === 'withdrawals' ? 6 : 4}>
          <Card size="small" data-testid={`today-${key}`}>
            <Statistic title={t(`dashboard.today.${key}`)} value={value} suffix={suffix} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/**
 * Where every admin lands: what waits in the queues their role may use, today's figures and the
 * last 30 days as charts (UTC days, as the server counts them).
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { data } = useDashboard();
  if (!data) return <Skeleton active />;
  return (
    <div data-testid="dashboard">
      <Typography.Title level={3}>{t('dashboard.title')}</Typography.Title>
      <QueueCards pending={data.pending} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('dashboard.todayTitle')}
      </Typography.Title>
      <TodayCards today={data.today} />
      <Suspense fallback={<Skeleton active style={{ marginTop: 24 }} />}>
        <DayCharts days={data.days} />
      </Suspense>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {t('dashboard.asOf', { time: formatTime(data.as_of, i18n.language) })}
      </Typography.Paragraph>
    </div>
  );
}
