import { useEffect, useRef } from 'react';

/**
 * Calls `onNearEnd` when the element given the returned ref comes within a screen of the viewport,
 * while `isActive`. The observer is made again after each load, so a short page keeps loading.
 */
export function useNearEnd(isActive: boolean, onNearEnd: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onNearEnd);
  callback.current = onNearEnd;
  useEffect(() => {
    const element = ref.current;
    if (!isActive || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isActive]);
  return ref;
}
