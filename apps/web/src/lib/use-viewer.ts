import { useSession } from '../state/session.ts';

/** The logged-in user's id, 0 for a visitor: part of the keys of the caller's own data (and no call for a visitor). */
export function useViewer(): number {
  return useSession((state) => (state.isLogin ? (state.userInfo?.id ?? -1) : 0));
}
