import { create } from 'zustand';
import type { CartLine } from './state/cart-rules.ts';
import { tickNewLines } from './cart-selection.ts';

/**
 * Which cart lines are ticked (`lineKey`s) and which the cart page has shown (`seen`), in memory:
 * kept while the user goes to the checkout and back.
 */
export const useCartSelection = create<{
  selected: ReadonlySet<string>;
  seen: ReadonlySet<string>;
  select(next: ReadonlySet<string>): void;
  /** Ticks the lines not shown before (a line added since, or every line on a first visit). */
  tickNew(lines: CartLine[]): void;
}>((set, get) => ({
  selected: new Set(),
  seen: new Set(),
  select: (selected) => set({ selected }),
  tickNew: (lines) => {
    const { seen } = get();
    const next = tickNewLines(get(), lines);
    // the same lines as before: no new state, so no render loop from the page's effect
    if (next.seen.size !== seen.size || [...next.seen].some((key) => !seen.has(key))) set(next);
  },
}));
