import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../../components/quantity-stepper.tsx';
import { type DraftLine, priceText } from './draft-lines.ts';

/** One line of the request: the variant, its quantity, the target unit price, and a way to drop it. */
export function DraftLineRow({
  line,
  label,
  max,
  errors,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  label: string;
  max: number;
  errors: { num?: string | undefined; target?: string | undefined };
  onChange: (change: Partial<DraftLine>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const targetId = `quote-target-${line.sku_id}`;
  return (
    <li className="quote-draft-line" data-testid="quote-draft-line" data-sku-id={line.sku_id}>
      <div className="quote-draft-head">
        <strong className="quote-draft-label">
          <bdi>{label}</bdi>
        </strong>
        <button
          type="button"
          className="quote-draft-remove"
          onClick={onRemove}
          aria-label={t('quote.form.remove', { variant: label })}
          data-testid="quote-line-remove"
        >
          ×
        </button>
      </div>
      <div className="quote-draft-inputs">
        <QuantityStepper
          value={line.num}
          max={max}
          label={t('quote.form.quantityOf', { variant: label })}
          onChange={(num) => onChange({ num })}
          testId="quote-line-num"
        />
        <label className="quote-target" htmlFor={targetId}>
          <span>{t('quote.form.target')}</span>
          <input
            id={targetId}
            inputMode="decimal"
            dir="ltr"
            value={line.target}
            placeholder={t('quote.form.optional')}
            aria-invalid={errors.target ? true : undefined}
            onChange={(event) => onChange({ target: priceText(event.target.value) })}
            data-testid="quote-line-target"
          />
        </label>
      </div>
      {(errors.num ?? errors.target) && (
        <p className="quote-field-error" role="alert" data-testid="quote-line-error">
          {errors.num ?? errors.target}
        </p>
      )}
    </li>
  );
}
