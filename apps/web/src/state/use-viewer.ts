import { useSession } from './session.ts';

/**
 * The logged-in user's id, 0 for a visitor: part of the query keys of every answer that depends on
 * the viewer, so one user's answers never show for another (and a visitor's own-data calls never run).
 */
export function useViewer(): number {
  return useSession((state) => (state.isLogin ? (state.userInfo?.id ?? -1) : 0));
}
