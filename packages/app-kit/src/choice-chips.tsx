import { type ReactNode, useId } from 'react';
import './choice-chips.css';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * One of a few options as a row of chips: native radio buttons (arrow keys, screen readers) under
 * labels big enough to tap. A form control: `value` and `onChange` come from Form.Item.
 */
export function ChoiceChips<T extends string>({
  id,
  label,
  value,
  onChange,
  choices,
  testId,
}: {
  id?: string;
  /** The group's accessible name. */
  label: string;
  value?: T;
  onChange?: (value: T) => void;
  choices: Choice<T>[];
  testId: string;
}) {
  const name = useId();
  return (
    <div id={id} role="radiogroup" aria-label={label} className="choice-chips" data-testid={testId}>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={choice.value === value ? 'choice-chip is-checked' : 'choice-chip'}
          data-testid={`${testId}-${choice.value}`}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange?.(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
