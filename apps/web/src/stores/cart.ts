import { create } from 'zustand';
import { readJson, StorageKey, writeJson } from '../lib/storage.ts';
import { addLine, type CartLine, toggleFavorite } from './cart-rules.ts';

interface CartState {
  shopCart: CartLine[];
  favoriteProducts: { id: number; [extra: string]: unknown }[];
  add(line: CartLine): void;
  clear(): void;
  /** Answers whether the product is now a favourite. */
  toggleFavorite(product: { id: number; [extra: string]: unknown }): boolean;
}

/** The persisted cart and favourites of spec §3, under `shopCart` and `favoriteProducts`. */
export const useCart = create<CartState>((set, get) => ({
  shopCart: readJson<CartLine[]>(StorageKey.shopCart, []),
  favoriteProducts: readJson(StorageKey.favoriteProducts, []),
  add(line) {
    const shopCart = addLine(get().shopCart, line);
    writeJson(StorageKey.shopCart, shopCart);
    set({ shopCart });
  },
  clear() {
    writeJson(StorageKey.shopCart, []);
    set({ shopCart: [] });
  },
  toggleFavorite(product) {
    const { list, isAdded } = toggleFavorite(get().favoriteProducts, product);
    writeJson(StorageKey.favoriteProducts, list);
    set({ favoriteProducts: list });
    return isAdded;
  },
}));
