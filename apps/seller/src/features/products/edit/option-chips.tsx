import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The values of one axis of the variants (sizes or colours) as removable chips, and a box to add
 * one (Enter or the button). Each value makes a row with every value of the other axis.
 */
export function OptionChips({
  axis,
  label,
  values,
  onAdd,
  onRemove,
}: {
  axis: 'sizes' | 'colors';
  label: string;
  values: string[];
  onAdd: (value: string) => void;
  onRemove: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = () => {
    if (!text.trim()) return;
    onAdd(text);
    setText('');
  };
  return (
    <fieldset className="option-chips" data-testid={`${axis}-chips`}>
      <legend>{label}</legend>
      <ul className="option-chip-list">
        {values.map((value) => (
          <li key={value} className="option-chip">
            <span>{value}</span>
            <button
              type="button"
              onClick={() => onRemove(value)}
              aria-label={t('products.variants.removeOption', { value })}
              data-testid={`${axis}-remove-${value}`}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="option-input">
        <input
          value={text}
          maxLength={40}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          placeholder={
            axis === 'sizes'
              ? t('products.variants.sizePlaceholder')
              : t('products.variants.colorPlaceholder')
          }
          aria-label={axis === 'sizes' ? t('products.variants.addSize') : t('products.variants.addColor')}
          data-testid={`${axis}-input`}
        />
        <button type="button" className="option-add" onClick={add} data-testid={`${axis}-add`}>
          {t('products.variants.add')}
        </button>
      </div>
    </fieldset>
  );
}
