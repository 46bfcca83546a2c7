import { create } from 'zustand';
import { readJson, StorageKey, writeJson } from '../../../lib/storage.ts';
import { toggleFavorite } from '../api/favorite-mirror.ts';

type FavoriteEntry = { id: number; [extra: string]: unknown };

interface FavoritesState {
  favoriteProducts: FavoriteEntry[];
  /** Answers whether the product is now a favourite. */
  toggle(product: FavoriteEntry): boolean;
}

/** The persisted favourites of spec §3, under `favoriteProducts`. */
export const useLocalFavorites = create<FavoritesState>((set, get) => ({
  favoriteProducts: readJson<FavoriteEntry[]>(StorageKey.favoriteProducts, []),
  toggle(product) {
    const { list, isAdded } = toggleFavorite(get().favoriteProducts, product);
    writeJson(StorageKey.favoriteProducts, list);
    set({ favoriteProducts: list });
    return isAdded;
  },
}));
