import { SubmitButton } from '@market/app-kit/submit-button';
import { ApiError } from '@market/client';
import type { Quote } from '@market/contract';
import { add, isDecimal, multiply } from '@market/contract/decimal';
import { QUOTE_MESSAGE_MAX } from '@market/contract/quote-limits';
import { Form, Input, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerSlotOf, dayAfter, DEFAULT_VALID_DAYS, priceField, validRange } from './answer-fields.ts';
import { useAnswerQuote } from './api/use-quotes.ts';
import { useFormat } from './format.ts';

type AnswerValues = Record<string, string>;
const PRICE = /^\d{1,12}(\.\d{1,8})?$/;
// the date picker keeps to min/max; a day typed past them gets the server's refusal under the field,
// in the app's language, not the browser's own bubble (antd-mobile's types omit `noValidate`, which
// its Form passes on to the <form>)
const NO_BROWSER_BUBBLES = { noValidate: true } as Record<string, unknown>;

/**
 * The answer to a request: a unit price per line (the buyer's target beside it), the last day the
 * prices hold (a week unless changed) and a note. A refusal naming a line, the day or the note shows
 * under that input.
 */
export function AnswerForm({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [form] = Form.useForm<AnswerValues>();
  const answer = useAnswerQuote();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [prices, setPrices] = useState<AnswerValues>({});
  const range = validRange(new Date());
  const amounts = quote.lines.map((line) => {
    const price = prices[priceField(line.id)]?.trim() ?? '';
    return PRICE.test(price) ? multiply(price, line.num) : null;
  });
  const total = amounts.every(Boolean) ? amounts.reduce((sum, amount) => add(sum!, amount!), '0') : null;

  const submit = async (values: AnswerValues) => {
    if (isSubmitting) return;
    setIsSubmitting(true);
    try {
      await answer.mutateAsync({
        id: quote.id,
        lines: quote.lines.map((line) => ({ line_id: line.id, price: values[priceField(line.id)]!.trim() })),
        valid_until: values.valid_until!,
        note: values.note ?? '',
      });
      Toast.show({ icon: 'success', content: t('quotes.answered') });
    } catch (error) {
      const slot =
        error instanceof ApiError && error.field
          ? answerSlotOf(
              error.field,
              quote.lines.map((l) => l.id),
            )
          : undefined;
      if (slot) form.setFields([{ name: slot, errors: [(error as ApiError).message] }]);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ valid_until: dayAfter(new Date(), DEFAULT_VALID_DAYS), note: '' }}
      onValuesChange={(_, all) => setPrices(all)}
      onFinish={(values) => void submit(values)}
      className="quote-answer"
      {...NO_BROWSER_BUBBLES}
      footer={
        <>
          {total && (
            <p className="quote-answer-total" data-testid="answer-total">
              {t('quotes.quotedTotal')} <strong>{format.money(total)}</strong>
            </p>
          )}
          <SubmitButton isSubmitting={isSubmitting} testId="answer-submit">
            {t('quotes.send')}
          </SubmitButton>
        </>
      }
      data-testid="answer-form"
    >
      <Form.Header>{t('quotes.answerTitle')}</Form.Header>
      {quote.lines.map((line) => (
        <Form.Item
          key={line.id}
          name={priceField(line.id)}
          label={t('quotes.priceFor', {
            variant: [line.size, line.color].filter(Boolean).join(' · ') || line.title,
            count: line.num,
          })}
          description={
            line.target_price
              ? t('quotes.buyerTarget', { price: format.money(line.target_price) })
              : undefined
          }
          rules={[
            { required: true, whitespace: true, message: t('quotes.enterPrice') },
            {
              validator: async (_, value: string | undefined) => {
                const text = (value ?? '').trim();
                if (text && !(isDecimal(text) && PRICE.test(text) && /[1-9]/.test(text))) {
                  throw new Error(t('quotes.priceFormat'));
                }
              },
            },
          ]}
        >
          <Input inputMode="decimal" placeholder="0.00" data-testid={`answer-price-${line.id}`} />
        </Form.Item>
      ))}
      <Form.Item
        name="valid_until"
        label={t('quotes.validUntil')}
        description={t('quotes.validHint')}
        rules={[{ required: true, message: t('quotes.enterValidUntil') }]}
      >
        <input
          type="date"
          className="quote-date"
          min={range.min}
          max={range.max}
          data-testid="answer-valid-until"
        />
      </Form.Item>
      <Form.Item name="note" label={t('quotes.note')}>
        <TextArea
          rows={3}
          maxLength={QUOTE_MESSAGE_MAX}
          showCount
          placeholder={t('quotes.notePlaceholder')}
          data-testid="answer-note"
        />
      </Form.Item>
    </Form>
  );
}
