import { describe, expect, it } from 'vitest';
import { feesFor } from './fees.ts';

describe('feesFor', () => {
  it('charges the tax rate on the item amount of the chosen quantity, to the cent', () => {
    expect(feesFor({ unitPrice: '72.73', quantity: 3, taxRate: '0.05', freight: '4' })).toEqual({
      itemAmount: '218.19',
      tax: '10.91',
      freight: '4',
      total: '233.10',
    });
  });

  it('is exact where floats are not', () => {
    // 0.1 * 3 * 1.1 in floats is 0.33000000000000007
    expect(feesFor({ unitPrice: '0.1', quantity: 3, taxRate: '1.1', freight: '0' }).tax).toBe('0.33');
  });

  it('has no tax at a zero rate', () => {
    expect(feesFor({ unitPrice: '19.99', quantity: 2, taxRate: '0', freight: '0' })).toMatchObject({
      itemAmount: '39.98',
      tax: '0.00',
      total: '39.98',
    });
  });
});
