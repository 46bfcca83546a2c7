import type { SalesPeriod, SellerStoreProfile, SellerStoreUpdateRequest } from '@market/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeApi, storeKeys } from './store-api.ts';

/** The store center's header: profile, status, rating, followers and sales figures. */
export function useStoreProfile() {
  return useQuery({ queryKey: storeKeys.profile, queryFn: () => storeApi.profile() });
}

/** Paid orders and their amount per day (the last 30) or week (the last 12), for the chart. */
export function useSales(period: SalesPeriod) {
  return useQuery({ queryKey: storeKeys.sales(period), queryFn: () => storeApi.sales({ period }) });
}

/** Both changes answer the whole profile: it replaces the cached one, no second request. */
function useProfileMutation<Body>(send: (body: Body) => Promise<SellerStoreProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (profile) => queryClient.setQueryData(storeKeys.profile, profile),
  });
}

/** Closes the store for a holiday (listed, not buyable) or reopens it. */
export const useSetHoliday = () =>
  useProfileMutation((isHoliday: boolean) => storeApi.holiday({ is_holiday: isHoliday }));

/** Saves the name, logo, banner, introduction and contact. */
export const useUpdateStore = () =>
  useProfileMutation((body: SellerStoreUpdateRequest) => storeApi.update(body));
