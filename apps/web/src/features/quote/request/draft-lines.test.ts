import { QUOTE_MAX_LINES } from '@market/contract/quote-limits';
import { describe, expect, it } from 'vitest';
import { addLine, changeLine, type DraftLine, errorSlotOf, priceText, requestOf } from './draft-lines.ts';

const two: DraftLine[] = [
  { sku_id: 11, num: 100, target: '4.2' },
  { sku_id: 12, num: 50, target: '' },
];

describe('the request being written', () => {
  it('adds a SKU once, at its quantity, with no target yet', () => {
    const added = addLine(two, 13, 24);
    expect(added.at(-1)).toEqual({ sku_id: 13, num: 24, target: '' });
    expect(addLine(added, 13, 5)).toBe(added);
  });

  it('holds at most the lines one request may ask about', () => {
    const full = Array.from({ length: QUOTE_MAX_LINES }, (_, i) => ({ sku_id: i + 1, num: 1, target: '' }));
    expect(addLine(full, 999, 1)).toBe(full);
  });

  it('changes one line only', () => {
    expect(changeLine(two, 12, { num: 60 })).toEqual([two[0], { sku_id: 12, num: 60, target: '' }]);
  });

  it('sends a target price only where one was typed, and the message trimmed', () => {
    expect(requestOf(two, '  Ship by May  ')).toEqual({
      lines: [
        { sku_id: 11, num: 100, target_price: '4.2' },
        { sku_id: 12, num: 50 },
      ],
      message: 'Ship by May',
    });
  });

  it('keeps a typed price to digits, one point and 8 decimals', () => {
    expect(priceText('4,50')).toBe('450');
    expect(priceText('4.5.0')).toBe('4.50');
    expect(priceText('0.123456789')).toBe('0.12345678');
    expect(priceText('abc')).toBe('');
  });

  it('puts a refusal beside the line it names, by SKU', () => {
    expect(errorSlotOf('lines.1.target_price', two)).toEqual({ skuId: 12, input: 'target' });
    expect(errorSlotOf('lines.0.num', two)).toEqual({ skuId: 11, input: 'num' });
    expect(errorSlotOf('lines.0.sku_id', two)).toEqual({ skuId: 11, input: 'num' });
    expect(errorSlotOf('lines.7.num', two)).toBe('lines');
    expect(errorSlotOf('lines', two)).toBe('lines');
    expect(errorSlotOf('message', two)).toBe('message');
    expect(errorSlotOf('token', two)).toBeUndefined();
  });
});
