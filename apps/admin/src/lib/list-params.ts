import { useSearchParams } from 'react-router';

/**
 * A back-office list's filter, sort, page and open row kept in the address (`?keyword=ada&page=2`):
 * a reload or a shared link keeps them. `read` gives a text parameter ('' when absent).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const read = (key: string) => params.get(key) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = Number(params.get('id')) || undefined;
  const update = (next: Record<string, string | undefined>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || value === '') merged.delete(key);
        else merged.set(key, value);
      }
      return merged;
    });
  /** A new filter starts again at the first page. */
  const filter = (next: Record<string, string | undefined>) => update({ ...next, page: undefined });
  return { read, page, openId, update, filter };
}

/** Only the set fields of a filter (an empty text means none). */
export function setFields<T extends Record<string, unknown>>(filter: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}
