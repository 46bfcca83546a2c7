import { create } from 'zustand';
import { readJson, StorageKey, writeJson } from '../lib/storage.ts';
import { addLine, type CartLine, toggleFavorite } from './cart-rules.ts';
import { withoutLines, withQuantity } from './cart-mirror.ts';

interface CartState {
  shopCart: CartLine[];
  favoriteProducts: { id: number; [extra: string]: unknown }[];
  add(line: CartLine): void;
  /** Sets the quantity of the line `key` (`lineKey`). */
  setNum(key: string, num: number): void;
  remove(keys: ReadonlySet<string>): void;
  /** Replaces every line: a logged-in user's cart mirrors the server's answer. */
  replace(lines: CartLine[]): void;
  clear(): void;
  /** Answers whether the product is now a favourite. */
  toggleFavorite(product: { id: number; [extra: string]: unknown }): boolean;
}

/** The persisted cart and favourites of spec §3, under `shopCart` and `favoriteProducts`. */
export const useCart = create<CartState>((set, get) => {
  const save = (shopCart: CartLine[]) => {
    writeJson(StorageKey.shopCart, shopCart);
    set({ shopCart });
  };
  return {
    shopCart: readJson<CartLine[]>(StorageKey.shopCart, []),
    favoriteProducts: readJson(StorageKey.favoriteProducts, []),
    add: (line) => save(addLine(get().shopCart, line)),
    setNum: (key, num) => save(withQuantity(get().shopCart, key, num)),
    remove: (keys) => save(withoutLines(get().shopCart, keys)),
    replace: (lines) => save(lines),
    clear: () => save([]),
    toggleFavorite(product) {
      const { list, isAdded } = toggleFavorite(get().favoriteProducts, product);
      writeJson(StorageKey.favoriteProducts, list);
      set({ favoriteProducts: list });
      return isAdded;
    },
  };
});
