/** Spec §9: the ripple's callback fires 500 ms after the touch ends, once the ripple has shown. */
export const RIPPLE_DELAY_MS = 500;

/**
 * Returns a touch-end handler that runs `callback` after the ripple delay; a new touch before
 * then restarts the wait, so a double tap runs it once.
 */
export function rippleAfterTouchEnd(callback: () => void, delay = RIPPLE_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    onTouchEnd() {
      clearTimeout(timer);
      timer = setTimeout(callback, delay);
    },
    cancel() {
      clearTimeout(timer);
    },
  };
}
