import * as contract from '@market/contract';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, ORDER_FILTERS, REVIEW_MAX_IMAGES } from './order-limits.ts';

describe('order limits', () => {
  it("are the contract's", () => {
    expect(MAX_LINE_QUANTITY).toBe(contract.MAX_LINE_QUANTITY);
    expect(REVIEW_MAX_IMAGES).toBe(contract.REVIEW_MAX_IMAGES);
    expect(ORDER_FILTERS).toEqual(contract.ORDER_FILTERS);
  });
});
