import { create } from 'zustand';
import { readJson, StorageKey, writeJson } from '../../../lib/storage.ts';
import { addLine, type CartLine } from './cart-rules.ts';
import { withChanges, withoutLines, withQuantity } from './cart-mirror.ts';
import type { CartChangedLine } from '@market/contract';

interface CartState {
  shopCart: CartLine[];
  add(line: CartLine): void;
  /** Sets the quantity of the line `key` (`lineKey`). */
  setNum(key: string, num: number): void;
  remove(keys: ReadonlySet<string>): void;
  /** Replaces every line: a logged-in user's cart mirrors the server's answer. */
  replace(lines: CartLine[]): void;
  /** The server's answer to a change: quantities and unit prices of some lines (decision 056). */
  patch(items: CartChangedLine[]): void;
  clear(): void;
}

/** The persisted cart of spec §3, under `shopCart`. */
export const useCart = create<CartState>((set, get) => {
  const save = (shopCart: CartLine[]) => {
    writeJson(StorageKey.shopCart, shopCart);
    set({ shopCart });
  };
  return {
    shopCart: readJson<CartLine[]>(StorageKey.shopCart, []),
    add: (line) => save(addLine(get().shopCart, line)),
    setNum: (key, num) => save(withQuantity(get().shopCart, key, num)),
    remove: (keys) => save(withoutLines(get().shopCart, keys)),
    replace: (lines) => save(lines),
    patch: (items) => save(withChanges(get().shopCart, items)),
    clear: () => save([]),
  };
});
