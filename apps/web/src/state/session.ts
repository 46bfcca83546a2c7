import type { CurrentUser, Userinfo } from '@market/contract';
import { create } from 'zustand';
import { decryptJson, encryptJson } from '../lib/crypto.ts';
import { StorageKey } from '../lib/storage.ts';

export type StoredUser = Partial<CurrentUser> & Pick<Userinfo, 'id' | 'username' | 'money'>;

interface SessionState {
  isLogin: boolean;
  token: string | null;
  userInfo: StoredUser | null;
  /** Balance from the user's money field (spec §3 currentBalance). */
  currentBalance: string;
  /** Login, social login or register succeeded (spec §4). */
  signIn(userinfo: Userinfo): void;
  setUser(user: StoredUser): void;
  /** Removing the token clears the token and user info and sets il false (spec §4). */
  signOut(): void;
}

function persistUser(user: StoredUser | null): void {
  if (!user) {
    localStorage.removeItem(StorageKey.userInfo);
    return;
  }
  void encryptJson(user).then((cipher) => localStorage.setItem(StorageKey.userInfo, cipher));
}

export const useSession = create<SessionState>((set) => ({
  isLogin:
    localStorage.getItem(StorageKey.isLogin) === 'true' && Boolean(localStorage.getItem(StorageKey.token)),
  token: localStorage.getItem(StorageKey.token),
  userInfo: null,
  currentBalance: '0',
  signIn(userinfo) {
    const { token, ...user } = userinfo;
    localStorage.setItem(StorageKey.token, token);
    localStorage.setItem(StorageKey.isLogin, 'true');
    persistUser(user);
    set({ isLogin: true, token, userInfo: user, currentBalance: user.money });
  },
  setUser(user) {
    persistUser(user);
    set({ userInfo: user, currentBalance: user.money });
  },
  signOut() {
    localStorage.removeItem(StorageKey.token);
    localStorage.setItem(StorageKey.isLogin, 'false');
    persistUser(null);
    set({ isLogin: false, token: null, userInfo: null, currentBalance: '0' });
  },
}));

/** Reads the encrypted userInfo back at start. */
export async function restoreSession(): Promise<void> {
  const cipher = localStorage.getItem(StorageKey.userInfo);
  if (!cipher || !useSession.getState().isLogin) return;
  const user = await decryptJson<StoredUser>(cipher);
  if (user) useSession.setState({ userInfo: user, currentBalance: user.money });
}
