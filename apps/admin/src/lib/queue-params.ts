import { useSearchParams } from 'react-router';

/**
 * A queue's filter, page and open item, kept in the address (`?status=pending&page=2&id=7`): a
 * reload or a shared link keeps them. A status not among `statuses` counts as none (all).
 */
export function useQueueParams<S extends string>(statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') as S | null;
  const query: { page: number; status?: S } = {
    page: Math.max(1, Number(params.get('page')) || 1),
    ...(status && statuses.includes(status) ? { status } : {}),
  };
  const openId = Number(params.get('id')) || undefined;
  const update = (next: Record<string, string | undefined>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined) merged.delete(key);
        else merged.set(key, value);
      }
      return merged;
    });
  return { query, openId, update };
}
