import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ladderOf,
  largestOrderable,
  lineAmountOf,
  lowestPriceOf,
  orderableQuantity,
  type PriceTier,
  quantityIssueOf,
  tierIndexOf,
  unitPriceOf,
} from './tier-price.ts';

// exact arithmetic to check against: prices as integers of 1e-8
const SCALE = 100_000_000n;
const units = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(8, '0'));
};
const price = fc
  .tuple(fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 99_999_999 }))
  .filter(([whole, fraction]) => whole + fraction > 0)
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(8, '0')}`);
const quantity = fc.integer({ min: 1, max: 99_999 });
// breaks as anything may store them: any order, any prices, some at or below the minimum
const breaks = fc.array(fc.record({ min_qty: quantity, price }), { maxLength: 10 });
const ladder = fc
  .tuple(price, breaks, fc.integer({ min: 1, max: 500 }))
  .map(([base, tiers, minimum]) => ladderOf(base, tiers, minimum));

describe('ladderOf', () => {
  it('starts at the minimum, rises in quantity and falls in price at every step', () => {
    fc.assert(
      fc.property(price, breaks, fc.integer({ min: 1, max: 500 }), (base, tiers, minimum) => {
        const built = ladderOf(base, tiers, minimum);
        expect(built[0]!.min_qty).toBe(minimum);
        expect(units(built[0]!.price)).toBeLessThanOrEqual(units(base));
        for (let at = 1; at < built.length; at += 1) {
          expect(built[at]!.min_qty).toBeGreaterThan(built[at - 1]!.min_qty);
          expect(units(built[at]!.price)).toBeLessThan(units(built[at - 1]!.price));
        }
      }),
    );
  });

  it('prices a quantity as the cheapest of the base and every break it reaches', () => {
    fc.assert(
      fc.property(price, breaks, fc.integer({ min: 1, max: 500 }), quantity, (base, tiers, minimum, n) => {
        const q = Math.max(n, minimum);
        const reached = [base, ...tiers.filter((tier) => tier.min_qty <= q).map((tier) => tier.price)];
        const cheapest = reached.map(units).reduce((low, value) => (value < low ? value : low));
        expect(units(unitPriceOf(ladderOf(base, tiers, minimum), q))).toBe(cheapest);
      }),
    );
  });
});

describe('tier pricing', () => {
  it('a line costs the unit price of its quantity’s tier × the quantity, exactly', () => {
    fc.assert(
      fc.property(ladder, quantity, (built: PriceTier[], n) => {
        const tier = built[tierIndexOf(built, n)]!;
        // the tier in force is the last one the quantity reaches
        expect(built.filter((t) => t.min_qty <= n).at(-1) ?? built[0]).toEqual(tier);
        expect(unitPriceOf(built, n)).toBe(tier.price);
        expect(units(lineAmountOf(built, n))).toBe(units(tier.price) * BigInt(n));
      }),
    );
  });

  it('moving up in quantity never raises the unit price, and never goes below the lowest', () => {
    fc.assert(
      fc.property(ladder, quantity, quantity, (built: PriceTier[], a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(units(unitPriceOf(built, high))).toBeLessThanOrEqual(units(unitPriceOf(built, low)));
        expect(units(unitPriceOf(built, high))).toBeGreaterThanOrEqual(units(lowestPriceOf(built)));
      }),
    );
  });

  it('a ladder of the base price alone prices every quantity at it', () => {
    expect(lineAmountOf(ladderOf('5.00', []), 7)).toBe('35.00');
    const tiers = ladderOf('5.00', [
      { min_qty: 100, price: '4.00' },
      { min_qty: 10, price: '4.50' },
    ]);
    expect(tiers).toEqual([
      { min_qty: 1, price: '5.00' },
      { min_qty: 10, price: '4.50' },
      { min_qty: 100, price: '4.00' },
    ]);
    expect([9, 10, 99, 100].map((n) => unitPriceOf(tiers, n))).toEqual(['5.00', '4.50', '4.50', '4.00']);
  });
});

const rule = fc
  .tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 40 }))
  .map(([multiple, cartons]) => ({ order_multiple: multiple, min_order_qty: multiple * cartons }));

describe('order quantities', () => {
  it('refuses below the minimum and off the multiple, accepts the rest', () => {
    fc.assert(
      fc.property(rule, quantity, (r, n) => {
        const issue = quantityIssueOf(n, r);
        if (n < r.min_order_qty) expect(issue).toBe('below_minimum');
        else if (n % r.order_multiple !== 0) expect(issue).toBe('not_multiple');
        else expect(issue).toBeNull();
      }),
    );
  });

  it('settles a quantity on the nearest orderable one at or above it', () => {
    fc.assert(
      fc.property(rule, quantity, (r, n) => {
        const settled = orderableQuantity(n, r);
        expect(quantityIssueOf(settled, r)).toBeNull();
        expect(settled).toBeGreaterThanOrEqual(n);
        // nothing orderable lies between: one multiple less is below the minimum or below n
        expect(settled - r.order_multiple < Math.max(n, r.min_order_qty)).toBe(true);
      }),
    );
  });

  it('caps at the largest orderable quantity within stock, or 0', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: 5000 }), (r, max) => {
        const largest = largestOrderable(max, r);
        if (largest === 0) expect(orderableQuantity(1, r)).toBeGreaterThan(max);
        else {
          expect(largest).toBeLessThanOrEqual(max);
          expect(quantityIssueOf(largest, r)).toBeNull();
          expect(largest + r.order_multiple).toBeGreaterThan(max);
        }
      }),
    );
  });
});
