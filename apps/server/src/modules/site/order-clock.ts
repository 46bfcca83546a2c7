import type { Db } from '../../db/client.ts';
import { readSettings } from './service.ts';

/** The order clock (decision 044): minutes to pay a checkout, days until receipt is confirmed. */
export interface OrderClock {
  payMinutes: number;
  autoReceiveDays: number;
}

export const ORDER_CLOCK_KEYS = ['order_pay_minutes', 'order_auto_receive_days'] as const;

const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/** The clock as the back office set it, else the defaults (the server's ORDER_* configuration). */
export function orderClockOf(settings: Record<string, unknown>, defaults: OrderClock): OrderClock {
  return {
    payMinutes: whole(settings.order_pay_minutes, defaults.payMinutes),
    autoReceiveDays: whole(settings.order_auto_receive_days, defaults.autoReceiveDays),
  };
}

export async function readOrderClock(db: Db, defaults: OrderClock): Promise<OrderClock> {
  return orderClockOf(await readSettings(db, [...ORDER_CLOCK_KEYS]), defaults);
}
