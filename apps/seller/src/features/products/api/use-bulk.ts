import type { SellerStockRequest } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './keys.ts';
import { sellerProducts } from './products-api.ts';

/** Puts products on or off shelf, all of them or none; every list and detail reads again. */
export function useShelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; on_shelf: boolean }) => sellerProducts.shelf(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** New prices and stock of SKUs, all of them or none. */
export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerStockRequest) => sellerProducts.stock(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
