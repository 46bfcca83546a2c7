import type { WithdrawDraft } from '@market/app-kit/withdraw/withdraw-form';
import { create } from 'zustand';

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
