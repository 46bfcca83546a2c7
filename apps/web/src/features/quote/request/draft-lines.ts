import type { QuoteCreateRequest } from '@market/contract';
import { QUOTE_MAX_LINES } from '@market/contract/quote-limits';

/** One line of the request being written: a SKU, how many, and the unit price hoped for ('' for none). */
export interface DraftLine {
  sku_id: number;
  num: number;
  target: string;
}

/** A price as typed: digits and one point, at most 8 decimals (the server checks it again). */
export const priceText = (typed: string) => {
  const [whole = '', ...rest] = typed.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 8)}` : whole;
};

/** The draft with `skuId` added at `num`, unless it is already there or the draft is full. */
export function addLine(lines: DraftLine[], skuId: number, num: number): DraftLine[] {
  if (lines.some((line) => line.sku_id === skuId) || lines.length >= QUOTE_MAX_LINES) return lines;
  return [...lines, { sku_id: skuId, num, target: '' }];
}

/** The draft with one line changed. */
export const changeLine = (lines: DraftLine[], skuId: number, change: Partial<DraftLine>) =>
  lines.map((line) => (line.sku_id === skuId ? { ...line, ...change } : line));

/** What `/api/rfq/create` takes: a target price only where one was typed. */
export function requestOf(lines: DraftLine[], message: string): QuoteCreateRequest {
  return {
    lines: lines.map(({ sku_id, num, target }) => ({
      sku_id,
      num,
      ...(target.trim() ? { target_price: target.trim() } : {}),
    })),
    message: message.trim(),
  };
}

/**
 * Where a refusal's field shows: a line's problem (`lines.1.target_price`, `lines.0.num`) beside
 * that line's input, by its SKU; the message under its field; anything else only in the toast.
 */
export function errorSlotOf(
  field: string,
  lines: DraftLine[],
): { skuId: number; input: 'num' | 'target' } | 'message' | 'lines' | undefined {
  const line = /^lines\.(\d+)(?:\.(\w+))?/.exec(field);
  if (line) {
    const draft = lines[Number(line[1])];
    if (!draft) return 'lines';
    return { skuId: draft.sku_id, input: line[2] === 'target_price' ? 'target' : 'num' };
  }
  if (field === 'lines') return 'lines';
  return field === 'message' ? 'message' : undefined;
}
