import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocalFavorites } from '../state/favorites.ts';
import { catalogue } from './catalogue.ts';
import { type FavoriteProduct, mirrorFavorite } from './favorite-mirror.ts';
import { catalogueKeys } from './keys.ts';
import type { ProductDetail } from '@market/contract';
import { useViewer } from '../../../state/use-viewer.ts';

/** Brings the persisted `favoriteProducts` in line with the server's word on one product. */
export function syncFavoriteMirror(product: FavoriteProduct, isFavorite: boolean): void {
  const { favoriteProducts } = useLocalFavorites.getState();
  const next = mirrorFavorite(favoriteProducts, product, isFavorite);
  if (next !== favoriteProducts) useLocalFavorites.getState().toggle(product);
}

/**
 * Favourites or un-favourites a product on the server (a logged-in user's), mirrors the answer into
 * the local list, and updates the detail and the favourites list. Answers the server's message.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (product: FavoriteProduct) => catalogue.toggleFavorite(product.id),
    onSuccess: (result, product) => {
      syncFavoriteMirror(product, result.favorited);
      queryClient.setQueryData<ProductDetail>(
        catalogueKeys.product(product.id, viewer),
        (detail) => detail && { ...detail, is_favorite: result.favorited },
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.favorites(viewer) });
    },
  });
}
