import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format.ts';
import { TierRowsEditor } from './tier-rows-editor.tsx';
import { ladderPreview, ladderText, type SkuTiersDraft, type SkuTiersMode } from './wholesale-draft.ts';

const MODES: SkuTiersMode[] = ['follow', 'none', 'own'];

/**
 * One SKU's price breaks under its row of the grid (decision 047): those of the product (the
 * default), none (an XXL sold at one price), or its own list, shown as its ladder.
 */
export function SkuTiers({
  name,
  rowKey,
  index,
  price,
  minOrderQty,
  draft,
  errors,
  onChange,
}: {
  name: string;
  rowKey: string;
  index: number;
  price: string;
  minOrderQty: string;
  draft: SkuTiersDraft;
  errors: Record<string, string>;
  onChange: (draft: SkuTiersDraft) => void;
}) {
  const { t } = useTranslation();
  const slot = `${rowKey}.tiers`;
  const ladder = draft.mode === 'own' ? ladderPreview(price, draft.rows, minOrderQty) : [];
  return (
    <div className="sku-tiers" data-testid={`sku-tiers-${index}`}>
      <label className="sku-tiers-mode">
        <span>{t('products.wholesale.skuTiers')}</span>
        <select
          value={draft.mode}
          aria-label={t('products.wholesale.skuTiersOf', { name })}
          onChange={(event) => {
            const mode = event.target.value as SkuTiersMode;
            // a first own list starts with one empty row to fill
            const rows =
              mode === 'own' && draft.rows.length === 0 ? [{ min_qty: '', price: '' }] : draft.rows;
            onChange({ mode, rows });
          }}
          data-testid={`sku-tiers-mode-${index}`}
        >
          {MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`products.wholesale.mode.${mode}`)}
            </option>
          ))}
        </select>
      </label>
      {draft.mode !== 'own' && errors[slot] && (
        <span className="sku-cell-error" role="alert">
          {errors[slot]}
        </span>
      )}
      {draft.mode === 'own' && (
        <TierRowsEditor
          rows={draft.rows}
          onChange={(rows) => onChange({ mode: 'own', rows })}
          errors={errors}
          slot={slot}
          testIds={`sku-${index}-tier`}
          label={t('products.wholesale.skuTiersOf', { name })}
        />
      )}
      {ladder.length > 1 && (
        <p className="wholesale-ladder" data-testid={`sku-ladder-${index}`}>
          <bdi>{ladderText(ladder, formatMoney)}</bdi>
        </p>
      )}
    </div>
  );
}
