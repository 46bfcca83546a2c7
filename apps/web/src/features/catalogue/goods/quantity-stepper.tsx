import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from './sku.ts';

/** − [n] + within 1..max; typing is allowed and settles within the bounds when the field is left. */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const settle = (next: number) => {
    const clamped = clampQuantity(next, max);
    setText(String(clamped));
    onChange(clamped);
  };
  return (
    <div className="stepper" role="group" aria-label={t('catalogue.goods.quantity')}>
      <button
        type="button"
        aria-label={t('catalogue.goods.decrease')}
        disabled={value <= 1}
        onClick={() => settle(value - 1)}
        data-testid="quantity-decrease"
      >
        −
      </button>
      <input
        inputMode="numeric"
        value={text}
        aria-label={t('catalogue.goods.quantity')}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onBlur={() => settle(Number(text))}
        data-testid="quantity-input"
      />
      <button
        type="button"
        aria-label={t('catalogue.goods.increase')}
        disabled={value >= max}
        onClick={() => settle(value + 1)}
        data-testid="quantity-increase"
      >
        +
      </button>
    </div>
  );
}
