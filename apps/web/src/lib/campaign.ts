import { CAMPAIGN_CODE, CAMPAIGN_DAYS } from '@market/contract/order-limits';
import { readJson, writeJson } from './storage.ts';

/** Where the campaign a buyer arrived with is kept (our key, beside the spec's client state keys). */
const KEY = 'campaign';
const LIFETIME_MS = CAMPAIGN_DAYS * 24 * 60 * 60 * 1000;

interface Remembered {
  code: string;
  at: number;
}

/** Keeps the campaign of a landing link for the orders of the next days; a malformed code is ignored. */
export function rememberCampaign(code: string | null): void {
  if (code && CAMPAIGN_CODE.test(code)) writeJson(KEY, { code, at: Date.now() } satisfies Remembered);
}

/** The campaign the buyer arrived with in the last days, if any. */
export function currentCampaign(now = Date.now()): string | undefined {
  const remembered = readJson<Remembered | null>(KEY, null);
  if (!remembered || typeof remembered.code !== 'string' || !CAMPAIGN_CODE.test(remembered.code))
    return undefined;
  if (now - remembered.at > LIFETIME_MS) {
    localStorage.removeItem(KEY);
    return undefined;
  }
  return remembered.code;
}
