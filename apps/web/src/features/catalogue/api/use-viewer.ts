import { useSession } from '../../../state/session.ts';

/** The logged-in user's id, 0 for a visitor: part of the keys of answers that depend on the viewer. */
export function useViewer(): number {
  return useSession((state) => (state.isLogin ? (state.userInfo?.id ?? -1) : 0));
}
