import { QUOTE_VALID_MAX_DAYS, QUOTE_VALID_MIN_DAYS } from '@market/contract/quote-limits';

/** How long an answer holds unless the seller says otherwise. */
export const DEFAULT_VALID_DAYS = 7;

/** The form field of a line's price. */
export const priceField = (lineId: number) => `price_${lineId}`;

/** The UTC day `days` after `now`, as the date input and the server write it (YYYY-MM-DD). */
export function dayAfter(now: Date, days: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}

/** The days a validity may end on, as the server allows them (decision 050). */
export const validRange = (now: Date) => ({
  min: dayAfter(now, QUOTE_VALID_MIN_DAYS),
  max: dayAfter(now, QUOTE_VALID_MAX_DAYS),
});

/**
 * Where a refusal's field shows in the answer form: a line's price (`lines.2.price`, the lines in
 * the order they were sent) under that line's input, the validity and the note under theirs.
 */
export function answerSlotOf(field: string, lineIds: readonly number[]): string | undefined {
  const line = /^lines\.(\d+)/.exec(field);
  if (line) {
    const id = lineIds[Number(line[1])];
    return id === undefined ? undefined : priceField(id);
  }
  return field === 'valid_until' || field === 'note' ? field : undefined;
}
