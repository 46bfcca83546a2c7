import type { QuantityRule } from '@market/contract/tier-price';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity, stepDown, stepUp } from '../lib/quantity.ts';
import './quantity-stepper.css';

/**
 * − [n] + within 1..max (0 when max is 0: nothing in stock), 44 px targets; typing settles within
 * the bounds when the field is left. With a product's `rule` it starts at the minimum and moves in
 * its multiples, from a quantity off them to the neighbouring one (`stepUp`, `stepDown`). `onChange` hears only a settled value that differs from `value`.
 */
export function QuantityStepper({
  value,
  max,
  rule,
  isDisabled = false,
  label,
  onChange,
  testId = 'stepper',
}: {
  value: number;
  max: number;
  /** The product's minimum order quantity and multiple (decision 040); any quantity without. */
  rule?: QuantityRule | undefined;
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
  const down = stepDown(value, rule);
  const up = stepUp(value, max, rule);
  const settle = (next: number) => {
    const clamped = clampQuantity(next, max, rule);
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div className="qty-stepper" role="group" aria-label={label} data-testid={testId}>
      <button
        type="button"
        aria-label={t('catalogue.goods.decrease')}
        disabled={isDisabled || down === null}
        onClick={() => down !== null && settle(down)}
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
        disabled={isDisabled || up === null}
        onClick={() => up !== null && settle(up)}
        data-testid={`${testId}-increase`}
      >
        +
      </button>
    </div>
  );
}
