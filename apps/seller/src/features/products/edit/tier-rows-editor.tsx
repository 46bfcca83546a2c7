import { PRICE_TIERS_MAX } from '@market/contract/tier-price';
import { useTranslation } from 'react-i18next';
import type { TierRow } from './wholesale-draft.ts';

function CellError({ text, testId }: { text: string | undefined; testId: string }) {
  if (!text) return null;
  return (
    <span className="sku-cell-error" role="alert" data-testid={testId}>
      {text}
    </span>
  );
}

/**
 * Quantity breaks as rows "from quantity / unit price", added and removed, at most
 * `PRICE_TIERS_MAX`. `errors` holds the server's refusals by `<slot>.<n>.min_qty|price` (and
 * `<slot>` for the list), `testIds` prefixes each input's test id.
 */
export function TierRowsEditor({
  rows,
  onChange,
  errors,
  slot,
  testIds,
  label,
}: {
  rows: TierRow[];
  onChange: (rows: TierRow[]) => void;
  errors: Record<string, string>;
  slot: string;
  testIds: string;
  label: string;
}) {
  const { t } = useTranslation();
  const change = (at: number, patch: Partial<TierRow>) =>
    onChange(rows.map((row, n) => (n === at ? { ...row, ...patch } : row)));
  return (
    <div className="tier-rows" role="group" aria-label={label}>
      {rows.length > 0 && (
        <div className="tier-row tier-head" aria-hidden="true">
          <span>{t('products.wholesale.fromQty')}</span>
          <span>{t('products.wholesale.unitPrice')}</span>
        </div>
      )}
      {rows.map((row, n) => {
        const qtyError = errors[`${slot}.${n}.min_qty`];
        const priceError = errors[`${slot}.${n}.price`];
        return (
          <div className="tier-row" key={n}>
            <span>
              <input
                inputMode="numeric"
                value={row.min_qty}
                aria-label={t('products.wholesale.fromQtyOf', { n: n + 1 })}
                aria-invalid={Boolean(qtyError)}
                onChange={(event) => change(n, { min_qty: event.target.value })}
                data-testid={`${testIds}-qty-${n}`}
              />
              <CellError text={qtyError} testId={`${testIds}-qty-error-${n}`} />
            </span>
            <span>
              <input
                inputMode="decimal"
                value={row.price}
                aria-label={t('products.wholesale.unitPriceOf', { n: n + 1 })}
                aria-invalid={Boolean(priceError)}
                onChange={(event) => change(n, { price: event.target.value })}
                data-testid={`${testIds}-price-${n}`}
              />
              <CellError text={priceError} testId={`${testIds}-price-error-${n}`} />
            </span>
            <button
              type="button"
              className="icon-button"
              onClick={() => onChange(rows.filter((_, at) => at !== n))}
              aria-label={t('products.wholesale.removeTier', { n: n + 1 })}
              data-testid={`${testIds}-remove-${n}`}
            >
              ×
            </button>
          </div>
        );
      })}
      <CellError text={errors[slot]} testId={`${testIds}-error`} />
      {rows.length < PRICE_TIERS_MAX ? (
        <button
          type="button"
          className="option-add"
          onClick={() => onChange([...rows, { min_qty: '', price: '' }])}
          data-testid={`${testIds}-add`}
        >
          + {t('products.wholesale.addTier')}
        </button>
      ) : (
        <p className="product-hint">{t('products.wholesale.tiersMax', { max: PRICE_TIERS_MAX })}</p>
      )}
    </div>
  );
}
