import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format.ts';
import { TierRowsEditor } from './tier-rows-editor.tsx';
import { ladderPreview, ladderText, type WholesaleDraft } from './wholesale-draft.ts';

/**
 * The product's wholesale terms (decision 047): the minimum order quantity, the order multiple (a
 * carton) and the quantity breaks of every SKU that does not set its own, shown as the ladder a
 * buyer will see, its first tier the cheapest SKU's price from the minimum.
 */
export function WholesaleTerms({
  draft,
  onChange,
  errors,
  firstPrice,
}: {
  draft: WholesaleDraft;
  onChange: (draft: WholesaleDraft) => void;
  errors: Record<string, string>;
  /** The cheapest SKU price typed so far. */
  firstPrice: string | undefined;
}) {
  const { t } = useTranslation();
  const ladder = ladderPreview(firstPrice, draft.tiers, draft.minOrderQty);
  const number = (field: 'minOrderQty' | 'orderMultiple', slot: string, testId: string, label: string) => (
    <label className="wholesale-number">
      <span>{label}</span>
      <input
        inputMode="numeric"
        value={draft[field]}
        aria-invalid={Boolean(errors[slot])}
        onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
        data-testid={testId}
      />
      {errors[slot] && (
        <span className="sku-cell-error" role="alert" data-testid={`${testId}-error`}>
          {errors[slot]}
        </span>
      )}
    </label>
  );
  return (
    <div className="wholesale-terms" data-testid="wholesale-terms">
      <div className="wholesale-numbers">
        {number('minOrderQty', 'min_order_qty', 'wholesale-min-qty', t('products.wholesale.minOrderQty'))}
        {number(
          'orderMultiple',
          'order_multiple',
          'wholesale-multiple',
          t('products.wholesale.orderMultiple'),
        )}
      </div>
      <p className="product-hint">{t('products.wholesale.numbersHint')}</p>
      <h3 className="wholesale-subtitle">{t('products.wholesale.tiers')}</h3>
      <p className="product-hint">{t('products.wholesale.tiersHint')}</p>
      <TierRowsEditor
        rows={draft.tiers}
        onChange={(tiers) => onChange({ ...draft, tiers })}
        errors={errors}
        slot="price_tiers"
        testIds="tier"
        label={t('products.wholesale.tiers')}
      />
      {ladder.length > 0 && (
        <p className="wholesale-ladder" data-testid="wholesale-ladder">
          <span>{t('products.wholesale.ladder')}</span> <bdi>{ladderText(ladder, formatMoney)}</bdi>
        </p>
      )}
    </div>
  );
}
