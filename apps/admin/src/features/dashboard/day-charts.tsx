import type { DashboardDay } from '@market/contract';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const COLORS = { primary: '#0b57d0', green: '#188038', red: '#c5221f', gold: '#b06000' };

/** `2026-11-24` as `11-24`: thirty labels fit under the chart. */
const shortDay = (date: string) => date.slice(5);

interface Series {
  key: keyof DashboardDay;
  label: string;
  color: string;
}

/** One chart of the 30 days: bars or lines, mirrored in a right-to-left language. */
function DayChart({
  title,
  days,
  series,
  kind,
  testId,
}: {
  title: string;
  days: DashboardDay[];
  series: Series[];
  kind: 'bar' | 'line';
  testId: string;
}) {
  const { i18n } = useTranslation();
  const isRtl = i18n.dir() === 'rtl';
  const data = days.map((day) => ({
    date: day.date,
    ...Object.fromEntries(series.map(({ key }) => [key, Number(day[key])])),
  }));
  const axes = [
    <CartesianGrid key="grid" vertical={false} stroke="#e5e7eb" />,
    <XAxis
      key="x"
      dataKey="date"
      reversed={isRtl}
      tickFormatter={shortDay}
      tick={{ fontSize: 11 }}
      minTickGap={12}
    />,
    <YAxis
      key="y"
      orientation={isRtl ? 'right' : 'left'}
      width={56}
      tick={{ fontSize: 11 }}
      allowDecimals={kind === 'line'}
    />,
    <Tooltip key="tip" />,
    <Legend key="legend" />,
  ];
  return (
    <Card size="small" title={title} data-testid={testId}>
      <ResponsiveContainer width="100%" height={240}>
        {kind === 'bar' ? (
          <BarChart data={data}>
            {axes}
            {series.map(({ key, label, color }) => (
              <Bar key={key} dataKey={key} name={label} fill={color} maxBarSize={18} />
            ))}
          </BarChart>
        ) : (
          <LineChart data={data}>
            {axes}
            {series.map(({ key, label, color }) => (
              <Line key={key} dataKey={key} name={label} stroke={color} dot={false} strokeWidth={2} />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </Card>
  );
}

/** The last 30 days: orders and sign-ups, GMV, and money in and out (USDT). */
export default function DayCharts({ days }: { days: DashboardDay[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
      <Col xs={24} xl={12}>
        <DayChart
          title={t('dashboard.charts.gmv')}
          days={days}
          kind="line"
          testId="chart-gmv"
          series={[{ key: 'gmv', label: t('dashboard.today.gmv'), color: COLORS.primary }]}
        />
      </Col>
      <Col xs={24} xl={12}>
        <DayChart
          title={t('dashboard.charts.counts')}
          days={days}
          kind="bar"
          testId="chart-counts"
          series={[
            { key: 'orders', label: t('dashboard.today.orders'), color: COLORS.primary },
            { key: 'new_users', label: t('dashboard.today.newUsers'), color: COLORS.gold },
          ]}
        />
      </Col>
      <Col xs={24}>
        <DayChart
          title={t('dashboard.charts.money')}
          days={days}
          kind="bar"
          testId="chart-money"
          series={[
            { key: 'recharge_amount', label: t('dashboard.today.recharges'), color: COLORS.green },
            { key: 'withdraw_amount', label: t('dashboard.today.withdrawals'), color: COLORS.red },
          ]}
        />
      </Col>
    </Row>
  );
}
