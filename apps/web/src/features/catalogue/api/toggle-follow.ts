import type { StoreInfo } from '@market/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from './catalogue.ts';
import { catalogueKeys } from './keys.ts';
import { useViewer } from '../../../state/use-viewer.ts';

/**
 * Follows or unfollows a store (a logged-in user's); the store page takes the new state and
 * follower count at once, and the lists that show them load again.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (shopId: number) => catalogue.toggleFollow(shopId),
    onSuccess: (result, shopId) => {
      queryClient.setQueriesData<InfiniteData<StoreInfo>>(
        { queryKey: catalogueKeys.storeFor(shopId, viewer) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              is_followed: result.followed,
              shop: { ...page.shop, follower_count: result.follower_count },
            })),
          },
      );
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.followedStores(viewer) });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.productDetails() });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.storeLists() });
    },
  });
}
