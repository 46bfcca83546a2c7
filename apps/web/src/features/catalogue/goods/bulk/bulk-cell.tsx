import type { Sku } from '@market/contract';
import type { QuantityRule } from '@market/contract/tier-price';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format.ts';
import { cellDown, cellPriceOf, cellUp, isOrderable, settleCell } from './bulk-grid.ts';

/**
 * One SKU's cell: its unit price at the tier of `pooled`, the grid's (and the cart's) units of the
 * product, as if filled at the minimum while empty; − [n] + in the product's cartons (empty until
 * filled, then from the minimum), what is in stock, and the server's refusal of this line.
 */
export function BulkCell({
  sku,
  rule,
  label,
  quantity,
  pooled,
  error,
  onChange,
}: {
  sku: Sku;
  rule: QuantityRule;
  /** The colour and size, for screen readers. */
  label: string;
  quantity: number;
  pooled: number;
  error: string | undefined;
  onChange: (num: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [text, setText] = useState(quantity ? String(quantity) : '');
  useEffect(() => setText(quantity ? String(quantity) : ''), [quantity]);
  const isOpen = isOrderable(sku, rule);
  const price = cellPriceOf(sku, quantity, pooled, rule);
  const settle = (next: number) => {
    setText(next ? String(next) : '');
    if (next !== quantity) onChange(next);
  };
  const up = cellUp(quantity, sku, rule);
  return (
    <div
      className={error ? 'bulk-cell has-error' : 'bulk-cell'}
      data-testid="bulk-cell"
      data-sku-id={sku.id}
      data-color={sku.color}
      data-size={sku.size}
    >
      <span className="bulk-price" data-testid="bulk-cell-price">
        {format.money(price)}
      </span>
      <div
        className="bulk-stepper"
        role="group"
        aria-label={t('wholesale.grid.quantityOf', { variant: label })}
      >
        <button
          type="button"
          aria-label={t('catalogue.goods.decrease')}
          disabled={!isOpen || quantity === 0}
          onClick={() => settle(cellDown(quantity, rule))}
          data-testid="bulk-cell-decrease"
        >
          −
        </button>
        <input
          inputMode="numeric"
          value={text}
          placeholder="0"
          disabled={!isOpen}
          aria-label={t('wholesale.grid.quantityOf', { variant: label })}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
          onBlur={() => settle(settleCell(Number(text || 0), sku, rule))}
          data-testid="bulk-cell-input"
        />
        <button
          type="button"
          aria-label={t('catalogue.goods.increase')}
          disabled={!isOpen || up === quantity}
          onClick={() => settle(up)}
          data-testid="bulk-cell-increase"
        >
          +
        </button>
      </div>
      <span className="bulk-stock" data-testid="bulk-cell-stock">
        {isOpen ? t('wholesale.grid.left', { value: format.count(sku.stock) }) : t('catalogue.goods.soldOut')}
      </span>
      {error && (
        <span className="bulk-error" role="alert" data-testid="bulk-cell-error">
          {error}
        </span>
      )}
    </div>
  );
}
