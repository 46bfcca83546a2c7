/** Below this much time left, a to-ship order's countdown turns amber. */
export const SOON_MS = 2 * 60 * 60 * 1000;

export type DeadlineState =
  { kind: 'none' } | { kind: 'due' | 'soon'; leftMs: number } | { kind: 'overdue'; lateMs: number };

/**
 * Where a paid order stands against spec §9's 24 hours: counting down, nearly due, or overdue
 * (the server's `is_overdue` at load time, or the clock passing the deadline since).
 */
export function deadlineState(
  order: { status: string; ship_deadline: string | null; is_overdue: boolean },
  now: number,
): DeadlineState {
  const deadline = order.ship_deadline ? Date.parse(order.ship_deadline) : Number.NaN;
  if (order.status !== 'paid' || Number.isNaN(deadline)) return { kind: 'none' };
  const leftMs = deadline - now;
  if (order.is_overdue || leftMs <= 0) return { kind: 'overdue', lateMs: Math.max(0, -leftMs) };
  return { kind: leftMs < SOON_MS ? 'soon' : 'due', leftMs };
}

/** A duration as h:mm:ss (hours past 24 keep counting: 30:05:00), seconds rounded up while counting down. */
export function formatClock(ms: number, rounding: 'up' | 'down' = 'up'): string {
  const total = rounding === 'up' ? Math.ceil(ms / 1000) : Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
  const seconds = String(total % 60).padStart(2, '0');
  return `${hours}:${minutes}:${seconds}`;
}
