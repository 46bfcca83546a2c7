import { ApiError } from '@market/client';
import type { ProductDetail, Sku } from '@market/contract';
import { MAX_LINE_QUANTITY } from '@market/contract/order-limits';
import { QUOTE_MESSAGE_MAX } from '@market/contract/quote-limits';
import { Button, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateQuote } from '../api/change-quote.ts';
import { addLine, changeLine, type DraftLine, errorSlotOf, requestOf } from './draft-lines.ts';
import { DraftLineRow } from './draft-line-row.tsx';
import { LazyPopup } from '../../../lib/overlays.tsx';

/** The variant's name as the page's picker shows it: size · colour, or the product's title. */
export const skuLabel = (product: ProductDetail, sku: Sku) =>
  [sku.size, sku.color].filter(Boolean).join(' · ') || product.title;

/**
 * The request form (a bottom sheet): lines of this product's SKUs, each with a quantity and an
 * optional target unit price, and a message; sent, the new quote's page opens. A refusal naming a
 * line shows beside that line's input.
 */
export function RequestSheet({
  product,
  sku,
  quantity,
  isOpen,
  onClose,
}: {
  product: ProductDetail;
  sku: Sku | undefined;
  quantity: number;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateQuote();
  const [lines, setLines] = useState<DraftLine[]>(() =>
    sku ? addLine([], sku.id, Math.max(1, quantity)) : [],
  );
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const others = product.skus.filter((item) => !lines.some((line) => line.sku_id === item.id));

  const edit = (skuId: number, change: Partial<DraftLine>) => {
    setLines((current) => changeLine(current, skuId, change));
    setErrors(({ [`${skuId}.${'num' in change ? 'num' : 'target'}`]: _, ...rest }) => rest);
  };
  const submit = async () => {
    if (lines.length === 0) {
      setErrors({ lines: t('quote.form.noLines') });
      return;
    }
    setErrors({});
    try {
      const quote = await create.mutateAsync(requestOf(lines, message));
      onClose();
      navigate(`/quote/${quote.id}`);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.field) return;
      const slot = errorSlotOf(error.field, lines);
      if (!slot) return;
      setErrors({ [typeof slot === 'string' ? slot : `${slot.skuId}.${slot.input}`]: error.message });
    }
  };

  return (
    <LazyPopup
      visible={isOpen}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="quote-sheet"
    >
      <div role="dialog" aria-labelledby="quote-sheet-title" data-testid="quote-sheet">
        <h2 id="quote-sheet-title" className="quote-sheet-title">
          {t('quote.form.title')}
        </h2>
        <p className="quote-sheet-lead">{t('quote.form.lead', { store: product.store.name })}</p>
        <ul className="quote-draft-lines" data-testid="quote-draft-lines">
          {lines.map((line) => {
            const item = product.skus.find((one) => one.id === line.sku_id)!;
            return (
              <DraftLineRow
                key={line.sku_id}
                line={line}
                label={skuLabel(product, item)}
                max={MAX_LINE_QUANTITY}
                errors={{ num: errors[`${line.sku_id}.num`], target: errors[`${line.sku_id}.target`] }}
                onChange={(change) => edit(line.sku_id, change)}
                onRemove={() => setLines((current) => current.filter((one) => one.sku_id !== line.sku_id))}
              />
            );
          })}
        </ul>
        {errors.lines && (
          <p className="quote-field-error" role="alert" data-testid="quote-lines-error">
            {errors.lines}
          </p>
        )}
        {others.length > 0 && (
          <label className="quote-add-line">
            <span>{t('quote.form.addVariant')}</span>
            <select
              value=""
              onChange={(event) => {
                const id = Number(event.target.value);
                if (id) setLines((current) => addLine(current, id, 1));
              }}
              data-testid="quote-add-sku"
            >
              <option value="">{t('quote.form.chooseVariant')}</option>
              {others.map((item) => (
                <option key={item.id} value={item.id}>
                  {skuLabel(product, item)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="quote-message">
          <span>{t('quote.form.message')}</span>
          <TextArea
            value={message}
            onChange={(value) => {
              setMessage(value);
              setErrors(({ message: _, ...rest }) => rest);
            }}
            rows={3}
            maxLength={QUOTE_MESSAGE_MAX}
            placeholder={t('quote.form.messagePlaceholder')}
            data-testid="quote-message"
          />
        </label>
        {errors.message && (
          <p className="quote-field-error" role="alert" data-testid="quote-message-error">
            {errors.message}
          </p>
        )}
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={create.isPending}
          onClick={() => void submit()}
          data-testid="quote-submit"
        >
          {t('quote.form.submit')}
        </Button>
      </div>
    </LazyPopup>
  );
}
