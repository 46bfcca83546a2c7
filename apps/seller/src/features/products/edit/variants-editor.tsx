import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionChips } from './option-chips.tsx';
import { SkuTiers } from './sku-tiers.tsx';
import {
  addOption,
  fillRows,
  removeOption,
  rowsOf,
  setCell,
  toggleRow,
  type VariantDraft,
  variantKey,
} from './variant-grid.ts';

/**
 * Sizes × colours make the SKU grid; each row has its price and stock, its price breaks under it,
 * and a row may be taken out (a pair not sold) and put back. A refusal of the server shows on its
 * cell (`errors[<key>.price]`, `errors[<key>.tiers.0.price]`).
 */
export function VariantsEditor({
  draft,
  errors,
  onChange,
  minOrderQty,
}: {
  draft: VariantDraft;
  errors: Record<string, string>;
  onChange: (draft: VariantDraft) => void;
  /** The product's minimum, where each SKU's own ladder starts. */
  minOrderQty: string;
}) {
  const { t } = useTranslation();
  const rows = rowsOf(draft);
  const excluded = draft.excluded.filter((key) => {
    const [size, color] = key.split('\u0000');
    return draft.sizes.includes(size!) && draft.colors.includes(color!);
  });
  const [fill, setFill] = useState({ price: '', stock: '' });

  return (
    <div className="variants" data-testid="variants">
      <OptionChips
        axis="sizes"
        label={t('products.variants.sizes')}
        values={draft.sizes}
        onAdd={(value) => onChange(addOption(draft, 'sizes', value))}
        onRemove={(value) => onChange(removeOption(draft, 'sizes', value))}
      />
      <OptionChips
        axis="colors"
        label={t('products.variants.colors')}
        values={draft.colors}
        onAdd={(value) => onChange(addOption(draft, 'colors', value))}
        onRemove={(value) => onChange(removeOption(draft, 'colors', value))}
      />
      {rows.length === 0 ? (
        <p className="product-hint" data-testid="variants-empty">
          {t('products.variants.empty')}
        </p>
      ) : (
        <>
          <div className="sku-fill">
            <span>{t('products.variants.fillAll')}</span>
            <input
              inputMode="decimal"
              value={fill.price}
              onChange={(event) => setFill({ ...fill, price: event.target.value })}
              placeholder={t('products.variants.price')}
              aria-label={t('products.variants.fillPrice')}
            />
            <input
              inputMode="numeric"
              value={fill.stock}
              onChange={(event) => setFill({ ...fill, stock: event.target.value })}
              placeholder={t('products.variants.stock')}
              aria-label={t('products.variants.fillStock')}
            />
            <button
              type="button"
              className="option-add"
              onClick={() => onChange(fillRows(draft, fill))}
              data-testid="sku-fill"
            >
              {t('products.variants.apply')}
            </button>
          </div>
          <div
            className="sku-grid"
            role="table"
            aria-label={t('products.variants.title')}
            data-testid="sku-grid"
          >
            <div className="sku-row sku-head" role="row">
              <span role="columnheader">{t('products.variants.variant')}</span>
              <span role="columnheader">{t('products.variants.price')}</span>
              <span role="columnheader">{t('products.variants.stock')}</span>
              <span role="columnheader" className="visually-hidden">
                {t('products.variants.remove')}
              </span>
            </div>
            {rows.map((row, index) => {
              const name = `${row.size} / ${row.color}`;
              const priceError = errors[`${row.key}.price`];
              const stockError = errors[`${row.key}.stock`];
              const rowError = errors[`${row.key}.row`];
              return (
                <Fragment key={row.key}>
                  <div className="sku-row" role="row" data-testid={`sku-row-${index}`}>
                    <span role="cell" className="sku-name">
                      <bdi>{name}</bdi>
                      {rowError && (
                        <span className="sku-cell-error" role="alert">
                          {rowError}
                        </span>
                      )}
                    </span>
                    <span role="cell">
                      <input
                        inputMode="decimal"
                        value={row.cell.price}
                        aria-label={t('products.variants.priceOf', { name })}
                        aria-invalid={Boolean(priceError)}
                        onChange={(event) => onChange(setCell(draft, row.key, { price: event.target.value }))}
                        data-testid={`sku-price-${index}`}
                      />
                      {priceError && (
                        <span
                          className="sku-cell-error"
                          role="alert"
                          data-testid={`sku-price-error-${index}`}
                        >
                          {priceError}
                        </span>
                      )}
                    </span>
                    <span role="cell">
                      <input
                        inputMode="numeric"
                        value={row.cell.stock}
                        aria-label={t('products.variants.stockOf', { name })}
                        aria-invalid={Boolean(stockError)}
                        onChange={(event) => onChange(setCell(draft, row.key, { stock: event.target.value }))}
                        data-testid={`sku-stock-${index}`}
                      />
                      {stockError && (
                        <span
                          className="sku-cell-error"
                          role="alert"
                          data-testid={`sku-stock-error-${index}`}
                        >
                          {stockError}
                        </span>
                      )}
                    </span>
                    <span role="cell">
                      <button
                        type="button"
                        className="icon-button"
                        onClick={() => onChange(toggleRow(draft, row.key, false))}
                        aria-label={t('products.variants.removeRow', { name })}
                        data-testid={`sku-remove-${index}`}
                      >
                        ×
                      </button>
                    </span>
                  </div>
                  <div className="sku-tiers-row" role="row">
                    <div role="cell">
                      <SkuTiers
                        name={name}
                        rowKey={row.key}
                        index={index}
                        price={row.cell.price}
                        minOrderQty={minOrderQty}
                        draft={row.cell.tiers ?? { mode: 'follow', rows: [] }}
                        errors={errors}
                        onChange={(tiers) => onChange(setCell(draft, row.key, { tiers }))}
                      />
                    </div>
                  </div>
                </Fragment>
              );
            })}
          </div>
        </>
      )}
      {excluded.length > 0 && (
        <p className="sku-excluded">
          <span>{t('products.variants.notSold')}</span>
          {excluded.map((key) => {
            const [size = '', color = ''] = key.split('\u0000');
            return (
              <button
                key={key}
                type="button"
                className="option-add"
                onClick={() => onChange(toggleRow(draft, variantKey(size, color), true))}
              >
                + <bdi>{`${size} / ${color}`}</bdi>
              </button>
            );
          })}
        </p>
      )}
    </div>
  );
}
