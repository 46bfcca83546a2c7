import type { ProductDetail } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { type Choice, type Dimension, dimensionsOf, isOptionAvailable, toggleOption } from './sku.ts';

/** Size and colour chips; a sold-out option is disabled, a picked one tapped again is let go. */
export function VariantPicker({
  product,
  choice,
  onChange,
  missing,
}: {
  product: ProductDetail;
  choice: Choice;
  onChange: (choice: Choice) => void;
  /** The dimension the user tried to go on without; it is marked. */
  missing: Dimension | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="variant-picker" data-testid="variant-picker">
      {dimensionsOf(product).map((dimension) => {
        const options = dimension === 'size' ? product.sizes : product.colors;
        const labelId = `variant-${dimension}`;
        return (
          <div
            key={dimension}
            className={missing === dimension ? 'variant-group is-missing' : 'variant-group'}
            role="group"
            aria-labelledby={labelId}
            data-testid={`variant-${dimension}`}
          >
            <h3 id={labelId}>
              {t(`catalogue.goods.${dimension}`)}
              {missing === dimension && (
                <span className="variant-missing" role="alert">
                  {t(`catalogue.goods.choose_${dimension}`)}
                </span>
              )}
            </h3>
            <div className="chips">
              {options.map((value) => {
                const isChosen = choice[dimension] === value;
                const isAvailable = isOptionAvailable(product.skus, dimension, value, choice);
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={isChosen}
                    className={isChosen ? 'chip is-chosen' : 'chip'}
                    disabled={!isAvailable && !isChosen}
                    onClick={() => onChange(toggleOption(choice, dimension, value))}
                    data-testid={`option-${dimension}`}
                  >
                    {value}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
