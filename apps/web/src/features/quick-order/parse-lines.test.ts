import { describe, expect, it } from 'vitest';
import { parseQuickOrder, withLine } from './parse-lines.ts';

describe('parseQuickOrder', () => {
  it('reads a comma, a semicolon, a tab or spaces between the item number and the quantity', () => {
    expect(parseQuickOrder('12345, 24\n12346;12\n12347\t36\n12348   6\n  12349 ,1 ')).toEqual({
      lines: [
        { lineNo: 1, skuId: 12345, num: 24 },
        { lineNo: 2, skuId: 12346, num: 12 },
        { lineNo: 3, skuId: 12347, num: 36 },
        { lineNo: 4, skuId: 12348, num: 6 },
        { lineNo: 5, skuId: 12349, num: 1 },
      ],
      errors: [],
      dropped: 0,
    });
  });

  it('reads a spreadsheet’s CSV: byte order mark, header row, quoted cells, CRLF, trailing separator', () => {
    const csv = '\uFEFFsku_id,quantity\r\n"12345","24"\r\n12346,12,\r\n\r\n';
    expect(parseQuickOrder(csv)).toEqual({
      lines: [
        { lineNo: 2, skuId: 12345, num: 24 },
        { lineNo: 3, skuId: 12346, num: 12 },
      ],
      errors: [],
      dropped: 0,
    });
  });

  it('names each line it cannot read by its number, skipping blank lines but counting them', () => {
    const text = '12345, 24\n\nabc\n12345\n12345, 0\n12345, 100000\n12345, 2.5\n0, 3\nItem, Qty';
    expect(parseQuickOrder(text)).toEqual({
      lines: [{ lineNo: 1, skuId: 12345, num: 24 }],
      errors: [
        { lineNo: 3, text: 'abc', kind: 'format' },
        { lineNo: 4, text: '12345', kind: 'format' },
        { lineNo: 5, text: '12345, 0', kind: 'quantity' },
        { lineNo: 6, text: '12345, 100000', kind: 'quantity' },
        { lineNo: 7, text: '12345, 2.5', kind: 'format' },
        { lineNo: 8, text: '0, 3', kind: 'format' },
        // a header is only ever the first line
        { lineNo: 9, text: 'Item, Qty', kind: 'format' },
      ],
      dropped: 0,
    });
  });

  it('keeps the first 200 lines and counts the rest', () => {
    const text = Array.from({ length: 203 }, (_, i) => `${i + 1}, 1`).join('\n');
    const parsed = parseQuickOrder(text);
    expect(parsed.lines).toHaveLength(200);
    expect(parsed.lines.at(-1)).toEqual({ lineNo: 200, skuId: 200, num: 1 });
    expect(parsed.dropped).toBe(3);
  });

  it('reads nothing from an empty text', () => {
    expect(parseQuickOrder('  \n\n')).toEqual({ lines: [], errors: [], dropped: 0 });
  });
});

describe('withLine', () => {
  it('replaces one line by its number, keeping the others as typed', () => {
    expect(withLine('sku,qty\r\n12345 5\n12346\t7', 2, 12345, 12)).toBe('sku,qty\n12345, 12\n12346\t7');
    expect(withLine('12345 5', 4, 1, 1)).toBe('12345 5');
  });
});
