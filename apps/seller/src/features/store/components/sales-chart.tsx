import type { SalesPeriod, SalesPoint } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { compact, count, money, shortDay } from '../format.ts';

const PRIMARY = '#0b57d0';

/** A day's (or a week's) amount as a bar; the tooltip adds its orders. Mirrored in Arabic. */
export default function SalesChart({ series, period }: { series: SalesPoint[]; period: SalesPeriod }) {
  const { t, i18n } = useTranslation();
  const isRtl = i18n.dir() === 'rtl';
  const data = series.map((point) => ({ ...point, value: Number(point.amount) }));
  return (
    <div className="sales-chart" data-testid="sales-chart" data-period={period}>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
          <CartesianGrid vertical={false} stroke="#e5e7eb" />
          <XAxis
            dataKey="date"
            reversed={isRtl}
            tickFormatter={shortDay}
            tick={{ fontSize: 11 }}
            minTickGap={16}
            tickLine={false}
          />
          <YAxis
            orientation={isRtl ? 'right' : 'left'}
            width={44}
            tickFormatter={compact}
            tick={{ fontSize: 11 }}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip
            cursor={{ fill: 'rgb(11 87 208 / 0.08)' }}
            labelFormatter={(label) =>
              period === 'day'
                ? shortDay(String(label))
                : t('store.tooltipWeek', { date: shortDay(String(label)) })
            }
            formatter={(_value, _name, item) => [
              `${money(item.payload.amount)} · ${t('store.orderCount', { value: count(item.payload.orders) })}`,
              t('store.amount'),
            ]}
          />
          <Bar
            dataKey="value"
            name={t('store.amount')}
            fill={PRIMARY}
            radius={[3, 3, 0, 0]}
            maxBarSize={28}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
