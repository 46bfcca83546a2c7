import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { rippleAfterTouchEnd } from './ripple.ts';

/**
 * A button with a touch ripple. On touch screens its action runs 500 ms after the touch ends
 * (spec §9); a mouse or keyboard click acts at once.
 */
export function RippleButton({
  onAction,
  children,
  className,
  testId,
}: {
  onAction: () => void;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const [ripples, setRipples] = useState<{ id: number; x: number; y: number }[]>([]);
  const actionRef = useRef(onAction);
  actionRef.current = onAction;
  const ripple = useMemo(() => rippleAfterTouchEnd(() => actionRef.current()), []);
  const wasTouch = useRef(false);
  useEffect(() => ripple.cancel, [ripple]);
  return (
    <button
      type="button"
      className={`ripple-button ${className ?? ''}`}
      data-testid={testId}
      onTouchStart={(event) => {
        wasTouch.current = true;
        const rect = event.currentTarget.getBoundingClientRect();
        const touch = event.touches[0];
        if (touch)
          setRipples((list) => [
            ...list,
            { id: Date.now(), x: touch.clientX - rect.left, y: touch.clientY - rect.top },
          ]);
      }}
      onTouchEnd={() => ripple.onTouchEnd()}
      onClick={() => {
        // the touch already scheduled the action; a click without a touch acts now
        if (wasTouch.current) {
          wasTouch.current = false;
          return;
        }
        onAction();
      }}
    >
      {children}
      {ripples.map((r) => (
        <span
          key={r.id}
          className="ripple"
          style={{ left: r.x, top: r.y }}
          onAnimationEnd={() => setRipples((list) => list.filter((item) => item.id !== r.id))}
        />
      ))}
    </button>
  );
}
