import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '../lib/quantity.ts';
import './quantity-stepper.css';

/**
 * − [n] + within 1..max (0 when max is 0: nothing in stock), 44 px targets; typing settles within
 * the bounds when the field is left. `onChange` hears only a settled value that differs from `value`.
 */
export function QuantityStepper({
  value,
  max,
  isDisabled = false,
  label,
  onChange,
  testId = 'stepper',
}: {
  value: number;
  max: number;
  isDisabled?: boolean;
  /** What the quantity is of, for screen readers. */
  label: string;
  onChange: (value: number) => void;
  /** Names the group; its parts are `${testId}-decrease`, `-input` and `-increase`. */
  testId?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const settle = (next: number) => {
    const clamped = clampQuantity(next, max);
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div className="qty-stepper" role="group" aria-label={label} data-testid={testId}>
      <button
        type="button"
        aria-label={t('catalogue.goods.decrease')}
        disabled={isDisabled || value <= 1}
        onClick={() => settle(value - 1)}
        data-testid={`${testId}-decrease`}
      >
        −
      </button>
      <input
        inputMode="numeric"
        value={text}
        disabled={isDisabled}
        aria-label={t('catalogue.goods.quantity')}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onBlur={() => settle(Number(text))}
        data-testid={`${testId}-input`}
      />
      <button
        type="button"
        aria-label={t('catalogue.goods.increase')}
        disabled={isDisabled || value >= max}
        onClick={() => settle(value + 1)}
        data-testid={`${testId}-increase`}
      >
        +
      </button>
    </div>
  );
}
