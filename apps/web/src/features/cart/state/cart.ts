import { create } from 'zustand';
import { readJson, StorageKey, writeJson } from '../../../lib/storage.ts';
import { addLine, type CartLine } from './cart-rules.ts';
import { withoutLines, withQuantity } from './cart-mirror.ts';

interface CartState {
  shopCart: CartLine[];
  add(line: CartLine): void;
  /** Sets the quantity of the line `key` (`lineKey`). */
  setNum(key: string, num: number): void;
  remove(keys: ReadonlySet<string>): void;
  /** Replaces every line: a logged-in user's cart mirrors the server's answer. */
  replace(lines: CartLine[]): void;
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
    clear: () => save([]),
  };
});
