import { describe, expect, it } from 'vitest';
import { answerSlotOf, dayAfter, priceField, validRange } from './answer-fields.ts';

describe('the answer form', () => {
  it('counts validity days in UTC, across a month and a year', () => {
    const late = new Date('2026-12-28T23:30:00Z');
    expect(dayAfter(late, 7)).toBe('2027-01-04');
    expect(dayAfter(new Date('2026-02-25T00:10:00Z'), 7)).toBe('2026-03-04');
    expect(validRange(late)).toEqual({ min: '2026-12-29', max: '2027-03-28' });
  });

  it('puts a refusal under the line it names, by the line’s place in the request', () => {
    const ids = [31, 32];
    expect(answerSlotOf('lines.1.price', ids)).toBe(priceField(32));
    expect(answerSlotOf('lines.0.line_id', ids)).toBe('price_31');
    expect(answerSlotOf('lines.5.price', ids)).toBeUndefined();
    expect(answerSlotOf('valid_until', ids)).toBe('valid_until');
    expect(answerSlotOf('note', ids)).toBe('note');
    expect(answerSlotOf('id', ids)).toBeUndefined();
  });
});
