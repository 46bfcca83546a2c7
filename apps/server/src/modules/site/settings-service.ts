import type { FooterLogo, SiteSettings } from '@market/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { type OrderClock, ORDER_CLOCK_KEYS, orderClockOf } from './order-clock.ts';
import { DEFAULT_SETTINGS, readSettings, writeSettings } from './service.ts';

const KEYS = [
  'web_name',
  'service_url',
  'commission_rate',
  'exchange_logos',
  'partner_logos',
  ...ORDER_CLOCK_KEYS,
] as const;

// a decimal may come back from jsonb as a number (the driver sends a numeric-looking string as JSON)
const text = (value: unknown, fallback: string) =>
  (typeof value === 'string' && value) || typeof value === 'number' ? String(value) : fallback;

// a list of logos as saved (checked by the save's schema), or the default one
const logos = (value: unknown, fallback: readonly FooterLogo[]): FooterLogo[] =>
  Array.isArray(value) ? (value as FooterLogo[]) : [...fallback];

/** The site settings the back office edits, as stored or by default. */
export async function loadSiteSettings(db: Db | Tx, clockDefaults: OrderClock): Promise<SiteSettings> {
  const stored = await readSettings(db, [...KEYS]);
  const clock = orderClockOf(stored, clockDefaults);
  return {
    web_name: text(stored.web_name, DEFAULT_SETTINGS.web_name),
    service_url: text(stored.service_url, DEFAULT_SETTINGS.service_url),
    commission_rate: text(stored.commission_rate, DEFAULT_SETTINGS.commission_rate),
    exchange_logos: logos(stored.exchange_logos, DEFAULT_SETTINGS.exchange_logos),
    partner_logos: logos(stored.partner_logos, DEFAULT_SETTINGS.partner_logos),
    order_pay_minutes: clock.payMinutes,
    order_auto_receive_days: clock.autoReceiveDays,
  };
}

/**
 * Saves them, audited with what they replaced; one save at a time, so the audit's "before" is what
 * the save replaced. The caller clears the cached site snapshot (the buyer app's title and link).
 */
export async function saveSiteSettings(
  db: Db,
  actor: { id: number; ip: string },
  next: SiteSettings,
  clockDefaults: OrderClock,
): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_settings'))`);
    const before = await loadSiteSettings(tx, clockDefaults);
    // a list of logos left out of the save stays as it was
    const after = { ...before, ...next };
    await writeSettings(tx, after);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'site.settings',
      subject: 'site:settings',
      before,
      after,
      ip: actor.ip,
    });
    return after;
  });
}
