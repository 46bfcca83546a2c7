import { create } from 'zustand';
import { StorageKey } from '../lib/storage.ts';

interface AdminSession {
  token: string | null;
  /** The session ended on the server (a 401), not by logging out: the login page says so. */
  hasExpired: boolean;
  signIn(token: string): void;
  /** Forgets the token here only; the buyer's and the seller's sessions on this browser are untouched. */
  signOut(hasExpired?: boolean): void;
}

export const useSession = create<AdminSession>((set) => ({
  token: localStorage.getItem(StorageKey.token),
  hasExpired: false,
  signIn(token) {
    localStorage.setItem(StorageKey.token, token);
    set({ token, hasExpired: false });
  },
  signOut(hasExpired = false) {
    localStorage.removeItem(StorageKey.token);
    set({ token: null, hasExpired });
  },
}));
