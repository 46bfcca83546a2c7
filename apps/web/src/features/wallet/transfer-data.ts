import type { WalletCurrency, WalletNetwork } from '@market/contract/wallet';
import { create } from 'zustand';

/** The recharge being made: chosen on /recharge, sent from /recharge/transfer/{currency}-{network}. */
export interface TransferData {
  currency: WalletCurrency;
  network: WalletNetwork;
  /** As the user typed it, cleaned (amount.ts). */
  amount: string;
}

interface TransferDataState {
  data: TransferData | null;
  start(data: TransferData): void;
  clear(): void;
}

/** Spec §3 `transferData`: in memory only, so a reload of the transfer step starts at /recharge again. */
export const useTransferData = create<TransferDataState>((set) => ({
  data: null,
  start: (data) => set({ data }),
  clear: () => set({ data: null }),
}));
