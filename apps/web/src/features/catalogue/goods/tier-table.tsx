import type { ProductDetail } from '@market/contract';
import { type PriceTier, tierIndexOf } from '@market/contract/tier-price';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format.ts';
import './tier-table.css';

/**
 * The SKU's price by quantity (decision 040), the tier in force marked: for the chosen quantity
 * plus `inCart`, what the cart already holds of the product, since all its colours and sizes
 * count together towards a tier.
 */
export function TierTable({
  tiers,
  quantity,
  inCart,
}: {
  tiers: PriceTier[];
  quantity: number;
  inCart: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (tiers.length < 2) return null;
  const current = tierIndexOf(tiers, quantity + inCart);
  return (
    <section className="goods-section" aria-labelledby="tiers-title" data-testid="tier-table">
      <h2 id="tiers-title">{t('wholesale.tiers')}</h2>
      <table className="tier-table">
        <thead>
          <tr>
            <th scope="col">{t('wholesale.quantity')}</th>
            <th scope="col">{t('wholesale.unitPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => {
            const next = tiers[index + 1];
            const from = format.count(tier.min_qty);
            const isCurrent = index === current;
            return (
              <tr
                key={tier.min_qty}
                className={isCurrent ? 'is-current' : undefined}
                aria-current={isCurrent ? 'true' : undefined}
                data-testid="tier-row"
              >
                <td>
                  {next
                    ? t('wholesale.range', { from, to: format.count(next.min_qty - 1) })
                    : t('wholesale.andUp', { from })}
                </td>
                <td>{format.money(tier.price)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="tier-pooled" data-testid="tier-pooled">
        {t('wholesale.pooled')}
        {inCart > 0 && <> {t('wholesale.pooledInCart', { value: format.count(inCart) })}</>}
      </p>
    </section>
  );
}

/** The product's minimum and multiple and the store's minimum amount, where there are any. */
export function OrderTerms({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const terms = [
    product.min_order_qty > 1 && t('wholesale.minimum', { value: format.count(product.min_order_qty) }),
    product.order_multiple > 1 && t('wholesale.multiple', { value: format.count(product.order_multiple) }),
    product.store.min_order_amount &&
      t('wholesale.storeMinimum', { amount: format.money(product.store.min_order_amount) }),
  ].filter(Boolean);
  if (terms.length === 0) return null;
  return (
    <ul className="order-terms" data-testid="order-terms">
      {terms.map((term) => (
        <li key={String(term)}>{term}</li>
      ))}
    </ul>
  );
}
