import { create } from 'zustand';

/** Which cart lines are ticked (`lineKey`s), in memory: kept while the user goes to the checkout and back. */
export const useCartSelection = create<{
  selected: ReadonlySet<string>;
  select(next: ReadonlySet<string>): void;
}>((set) => ({ selected: new Set(), select: (selected) => set({ selected }) }));
