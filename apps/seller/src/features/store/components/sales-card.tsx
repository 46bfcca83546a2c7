import { ChoiceChips } from '@market/app-kit/choice-chips';
import type { SalesPeriod } from '@market/contract';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSales } from '../api/use-store.ts';
import { count, money } from '../format.ts';

// the charting library (recharts, ~130 KB gzip) loads with the chart, after the store center shows
const SalesChart = lazy(() => import('./sales-chart.tsx'));

const Loading = () => (
  <div className="sales-chart-placeholder">
    <DotLoading color="primary" />
  </div>
);

/** Paid orders and their amount per day (last 30 days) or per week (last 12 weeks), as a chart. */
export function SalesCard() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<SalesPeriod>('day');
  const sales = useSales(period);
  return (
    <section className="store-card" aria-labelledby="sales-chart-title">
      <div className="store-card-head">
        <h2 id="sales-chart-title" className="store-card-title">
          {t('store.chartTitle')}
        </h2>
        <ChoiceChips<SalesPeriod>
          label={t('store.chartPeriod')}
          value={period}
          onChange={setPeriod}
          choices={[
            { value: 'day', label: t('store.byDay') },
            { value: 'week', label: t('store.byWeek') },
          ]}
          testId="sales-period"
        />
      </div>
      {sales.data ? (
        <>
          <p className="sales-total" data-testid="sales-total">
            {t(period === 'day' ? 'store.totalDays' : 'store.totalWeeks', {
              amount: money(sales.data.total.amount),
              orders: count(sales.data.total.orders),
              value: sales.data.series.length,
            })}
          </p>
          <Suspense fallback={<Loading />}>
            <SalesChart series={sales.data.series} period={period} />
          </Suspense>
        </>
      ) : sales.isError ? (
        <p className="store-error">{t('common.loadFailed')}</p>
      ) : (
        <Loading />
      )}
    </section>
  );
}
