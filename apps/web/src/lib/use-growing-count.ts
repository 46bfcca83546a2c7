import { useEffect, useState } from 'react';

/** Cards rendered a task after the first render: a few, so that no task runs long (TBT). */
const STEP = 4;

/**
 * How many of `total` items to render: `first` when the list mounts, then `STEP` more a task
 * (`setTimeout`, after the first paint), until all; from then on all, as `total` grows. A list's
 * first render, one task that Preact cannot split, then holds only what fills the first screen.
 */
export function useGrowingCount(total: number, first: number): number {
  const [limit, setLimit] = useState(first);
  useEffect(() => {
    if (limit >= total) return;
    const timer = setTimeout(() => setLimit(limit + STEP >= total ? Infinity : limit + STEP));
    return () => clearTimeout(timer);
  }, [limit, total]);
  return Math.min(total, limit);
}
