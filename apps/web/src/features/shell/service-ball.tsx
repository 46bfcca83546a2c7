import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenServiceLink } from '../../lib/service-link.ts';
import { HeadsetIcon } from './icons.tsx';

// spec §9: right 36 px, bottom 100 px, z-index 50, snap in 0.3 s; right to left, 36 px from the
// left edge (the mirror image): the ball rests over the rows' trailing arrows, not their labels
export const BALL = { right: 36, bottom: 100, size: 48, zIndex: 50, snapSeconds: 0.3 } as const;

/** Left position of the nearer side edge for a ball whose left edge is at `left`. */
export function snapLeft(left: number, viewportWidth: number, size: number = BALL.size): number {
  return left + size / 2 < viewportWidth / 2 ? 0 : viewportWidth - size;
}

/**
 * The draggable customer-service ball. It snaps to the nearer side edge on release; a press counts
 * as a click only if the pointer did not move, and then opens the service URL (a page of the app,
 * such as the help centre, in place).
 */
export function ServiceBall({ url }: { url: string }) {
  const { t } = useTranslation();
  const openServiceLink = useOpenServiceLink();
  const [position, setPosition] = useState<{ left: number; top: number } | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const drag = useRef<{ x: number; y: number; left: number; top: number; moved: boolean } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = { x: event.clientX, y: event.clientY, left: rect.left, top: rect.top, moved: false };
    event.currentTarget.setPointerCapture(event.pointerId);
    setIsDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (dx === 0 && dy === 0) return;
    start.moved = true;
    const maxTop = window.innerHeight - BALL.size;
    setPosition({ left: start.left + dx, top: Math.min(Math.max(0, start.top + dy), maxTop) });
  };
  const onPointerUp = () => {
    const start = drag.current;
    drag.current = null;
    setIsDragging(false);
    if (!start) return;
    if (!start.moved) {
      openServiceLink(url);
      return;
    }
    setPosition((current) => current && { ...current, left: snapLeft(current.left, window.innerWidth) });
  };

  const style = position
    ? { left: position.left, top: position.top }
    : { insetInlineEnd: BALL.right, bottom: BALL.bottom };
  return (
    <button
      type="button"
      className="service-ball"
      data-testid="service-ball"
      aria-label={t('shell.customerService')}
      style={{
        ...style,
        zIndex: BALL.zIndex,
        width: BALL.size,
        height: BALL.size,
        transition: isDragging ? 'none' : `left ${BALL.snapSeconds}s ease, top ${BALL.snapSeconds}s ease`,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <HeadsetIcon />
    </button>
  );
}
