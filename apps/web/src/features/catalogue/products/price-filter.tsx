import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validatePriceRange } from './list-filter.ts';
import { LazyPopup } from '../../../lib/overlays.tsx';

interface PriceFilterProps {
  isOpen: boolean;
  min: string;
  max: string;
  onClose: () => void;
  onApply: (range: { min: string; max: string }) => void;
}

/** Filter: a price range, checked before it applies; Reset clears it. */
export function PriceFilter(props: PriceFilterProps) {
  // destroyed on close, so each opening starts from the applied range
  return (
    <LazyPopup
      visible={props.isOpen}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="sheet"
      destroyOnClose
    >
      <PriceForm {...props} />
    </LazyPopup>
  );
}

function PriceForm({ min, max, onApply }: PriceFilterProps) {
  const { t } = useTranslation();
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);
  const [error, setError] = useState<ReturnType<typeof validatePriceRange>>({ error: null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validatePriceRange(low, high);
    setError(result);
    if (result.error === null) onApply({ min: low.trim(), max: high.trim() });
  };
  const message = error.error && t(`catalogue.products.${error.error}`);
  return (
    <form className="price-filter" onSubmit={submit} noValidate data-testid="price-filter">
      <h2>{t('catalogue.products.priceTitle')}</h2>
      <div className="price-inputs">
        <label>
          <span>{t('catalogue.products.minPrice')}</span>
          <input
            inputMode="decimal"
            value={low}
            onChange={(event) => setLow(event.target.value)}
            aria-invalid={error.field === 'min'}
            aria-describedby="price-error"
            data-testid="filter-min"
          />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          <span>{t('catalogue.products.maxPrice')}</span>
          <input
            inputMode="decimal"
            value={high}
            onChange={(event) => setHigh(event.target.value)}
            aria-invalid={error.field === 'max'}
            aria-describedby="price-error"
            data-testid="filter-max"
          />
        </label>
      </div>
      <p id="price-error" className="field-error" role="alert" data-testid="filter-error">
        {message}
      </p>
      <div className="sheet-actions">
        <button
          type="button"
          className="button-outline"
          onClick={() => onApply({ min: '', max: '' })}
          data-testid="filter-reset"
        >
          {t('catalogue.products.reset')}
        </button>
        <button type="submit" className="button-primary" data-testid="filter-apply">
          {t('common.confirm')}
        </button>
      </div>
    </form>
  );
}
