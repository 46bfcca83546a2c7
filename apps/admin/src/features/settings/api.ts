import type { SiteSettingsInput, WalletSettingsInput } from '@market/contract';
import { siteSettingsCalls } from '@market/contract/routes/site-settings-calls';
import { walletReviewCalls } from '@market/contract/routes/wallet-review-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

/** `POST /api/admin/site/settings`: the site name, the service link, the default commission. */
export function useSiteSettings() {
  return useQuery({
    queryKey: ['settings', 'site'],
    queryFn: ({ signal }) => client.call(siteSettingsCalls.settings, {}, { signal }),
  });
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SiteSettingsInput) => client.call(siteSettingsCalls.saveSettings, values),
    onSuccess: (saved) => queryClient.setQueryData(['settings', 'site'], saved),
  });
}

/** `POST /api/admin/wallet/settings`: every channel, the rates, and whatever else the wallet keeps. */
export function useWalletSettings() {
  return useQuery({
    queryKey: ['settings', 'wallet'],
    queryFn: ({ signal }) => client.call(walletReviewCalls.settings, {}, { signal }),
  });
}

export function useSaveWalletSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WalletSettingsInput) => client.call(walletReviewCalls.saveSettings, values),
    onSuccess: (saved) => queryClient.setQueryData(['settings', 'wallet'], saved),
  });
}
