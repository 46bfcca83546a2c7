import type { SellerStoreProfile } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { count, money } from '../format.ts';

/** Paid orders and their amount today, this month and since the store opened. */
export function SalesFigures({ store }: { store: SellerStoreProfile }) {
  const { t } = useTranslation();
  const spans = [
    ['today', store.today],
    ['month', store.month],
    ['totals', store.totals],
  ] as const;
  return (
    <section className="store-card" aria-labelledby="sales-figures-title">
      <h2 id="sales-figures-title" className="store-card-title">
        {t('store.salesTitle')}
      </h2>
      <dl className="sales-figures">
        {spans.map(([key, figures]) => (
          <div key={key} className="sales-figure" data-testid={`sales-${key}`}>
            <dt>{t(`store.span.${key}`)}</dt>
            <dd>
              <strong>{money(figures.amount)}</strong>
              <span>{t('store.orderCount', { value: count(figures.orders) })}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
