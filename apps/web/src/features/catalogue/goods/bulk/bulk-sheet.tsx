import type { ProductDetail } from '@market/contract';
import { ApiError, bindCalls } from '@market/client';
import { cartCalls } from '@market/contract/routes/cart-calls';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../../lib/api.ts';
import { cartSync } from '../../../cart/index.ts';
import { useFormat } from '../../format.ts';
import { BulkCell } from './bulk-cell.tsx';
import { gridOf, linesOf, skuOfField, totalsOf } from './bulk-grid.ts';
import './bulk.css';
import { LazyPopup, showToast } from '../../../../lib/overlays.tsx';

const calls = bindCalls(client, cartCalls);

/**
 * The bulk order grid (decision 048): colours down (the first column stays put as the grid scrolls
 * sideways), sizes across, a quantity per SKU in the product's cartons, each cell's tier price at
 * the grid's units of the product plus the cart's (its colours and sizes count together, decision
 * 040), the running total, and "Add all to cart" as one `add-many` call: every line goes in or none, and a
 * refusal shows on the cell it names.
 */
export default function BulkSheet({
  product,
  inCart,
  isOpen,
  onClose,
  onNeedLogin,
}: {
  product: ProductDetail;
  /** What the cart holds of the product already: it counts towards the tier too. */
  inCart: number;
  isOpen: boolean;
  onClose: () => void;
  onNeedLogin: () => boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const grid = useMemo(() => gridOf(product), [product]);
  const rule = { min_order_qty: product.min_order_qty, order_multiple: product.order_multiple };
  const [quantities, setQuantities] = useState<ReadonlyMap<number, number>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [isSending, setIsSending] = useState(false);
  const lines = linesOf(grid, quantities);
  const totals = totalsOf(lines, inCart);

  const setQuantity = (skuId: number, num: number) => {
    setQuantities((current) => new Map(current).set(skuId, num));
    setErrors((current) => {
      const next = new Map(current);
      next.delete(skuId);
      return next;
    });
  };
  const addAll = async () => {
    if (lines.length === 0 || isSending || !onNeedLogin()) return;
    const items = lines.map((line) => ({ sku_id: line.sku.id, num: line.num }));
    setIsSending(true);
    try {
      await calls.addMany({ items });
      await cartSync.refresh().catch(() => undefined);
      showToast({
        icon: 'success',
        content: t('wholesale.grid.added', { value: format.count(totals.units) }),
      });
      setQuantities(new Map());
      setErrors(new Map());
      onClose();
    } catch (error) {
      // the client has toasted the refusal; it shows on its cell too
      const skuId = error instanceof ApiError ? skuOfField(error.field, items) : undefined;
      if (skuId !== undefined && error instanceof Error) setErrors(new Map([[skuId, error.message]]));
    } finally {
      setIsSending(false);
    }
  };

  const sizeLabel = t('catalogue.goods.size');
  const colorLabel = t('catalogue.goods.color');
  return (
    <LazyPopup
      visible={isOpen}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="bulk-sheet"
    >
      <div role="dialog" aria-labelledby="bulk-title" data-testid="bulk-sheet">
        <header className="bulk-head">
          <h2 id="bulk-title">{t('wholesale.grid.title')}</h2>
          <button
            type="button"
            className="bulk-close"
            onClick={onClose}
            aria-label={t('wholesale.grid.close')}
            data-testid="bulk-close"
          >
            ×
          </button>
        </header>
        {(product.min_order_qty > 1 || product.order_multiple > 1) && (
          <p className="bulk-terms" data-testid="bulk-terms">
            {t('wholesale.minimum', { value: format.count(product.min_order_qty) })} ·{' '}
            {t('wholesale.multiple', { value: format.count(product.order_multiple) })}
          </p>
        )}
        <div className="bulk-scroll" data-testid="bulk-scroll">
          <table className="bulk-grid">
            <thead>
              <tr>
                <th scope="col" className="bulk-row-head">
                  {product.colors.length > 0 ? colorLabel : ''}
                </th>
                {grid.columns.map((column) => (
                  <th scope="col" key={column}>
                    {column || sizeLabel}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row) => (
                <tr key={row}>
                  <th scope="row" className="bulk-row-head">
                    {row || colorLabel}
                  </th>
                  {grid.columns.map((column) => {
                    const sku = grid.skuAt(row, column);
                    return (
                      <td key={column}>
                        {sku ? (
                          <BulkCell
                            sku={sku}
                            rule={rule}
                            label={[row, column].filter(Boolean).join(' · ')}
                            quantity={quantities.get(sku.id) ?? 0}
                            pooled={totals.pooled}
                            error={errors.get(sku.id)}
                            onChange={(num) => setQuantity(sku.id, num)}
                          />
                        ) : (
                          <span className="bulk-none">—</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <footer className="bulk-foot">
          <p className="bulk-total" aria-live="polite">
            <span data-testid="bulk-total-units">
              {t('wholesale.grid.units', { value: format.count(totals.units) })}
            </span>
            <strong data-testid="bulk-total-amount">{format.money(totals.amount)}</strong>
            {totals.pooled > 0 && (
              <span className="bulk-pooled" data-testid="bulk-pooled">
                {t('wholesale.grid.pricedAt', { value: format.count(totals.pooled) })}
              </span>
            )}
          </p>
          <button
            type="button"
            className="bulk-button is-primary bulk-add"
            disabled={lines.length === 0 || isSending}
            aria-busy={isSending}
            onClick={() => void addAll()}
            data-testid="bulk-add"
          >
            {t('wholesale.grid.addAll')}
          </button>
        </footer>
      </div>
    </LazyPopup>
  );
}
