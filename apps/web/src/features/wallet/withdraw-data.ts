import type { WalletCurrency, WalletNetwork } from '@market/contract/wallet';
import { create } from 'zustand';

/** The withdraw form as filled so far; never the fund password. */
export interface WithdrawDraft {
  currency?: WalletCurrency;
  network?: WalletNetwork;
  address?: string;
  amount?: string;
}

interface WithdrawDataState {
  draft: WithdrawDraft;
  update(draft: WithdrawDraft): void;
  clear(): void;
}

/**
 * Spec §3 `withdrawData`: in memory only. A trip to set the fund password (or to the records) and
 * back finds the form as it was; a reload or a sent withdrawal starts empty.
 */
export const useWithdrawData = create<WithdrawDataState>((set) => ({
  draft: {},
  update: (draft) => set((state) => ({ draft: { ...state.draft, ...draft } })),
  clear: () => set({ draft: {} }),
}));
