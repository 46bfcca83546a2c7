import { create } from 'zustand';
import { StorageKey } from '../lib/storage.ts';

interface SellerSession {
  token: string | null;
  signIn(token: string): void;
  /** Forgets the token here only; the buyer app's session on this browser is untouched. */
  signOut(): void;
}

export const useSession = create<SellerSession>((set) => ({
  token: localStorage.getItem(StorageKey.token),
  signIn(token) {
    localStorage.setItem(StorageKey.token, token);
    set({ token });
  },
  signOut() {
    localStorage.removeItem(StorageKey.token);
    set({ token: null });
  },
}));
