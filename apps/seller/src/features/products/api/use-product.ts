import type { SellerProductDetail, SellerProductSaveRequest } from '@market/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './keys.ts';
import { sellerProducts } from './products-api.ts';

export const productQuery = (id: number) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: () => sellerProducts.detail({ id }) });

/** One of the store's products, as its edit form shows it; `undefined` id: a new product. */
export function useProduct(id: number | undefined) {
  return useQuery({ ...productQuery(id ?? 0), enabled: id !== undefined });
}

/** Creates or updates a product; the lists and grids read it again, the detail is the answer. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerProductSaveRequest) => sellerProducts.save(body),
    onSuccess: (product: SellerProductDetail) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/** Deletes a product (its orders keep their lines); it leaves every list. */
export function useRemoveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sellerProducts.remove({ id }),
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
