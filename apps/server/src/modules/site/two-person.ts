import { DEFAULT_TWO_PERSON_THRESHOLD } from '@market/contract';
import type { Db, Tx } from '../../db/client.ts';
import { readSettings } from './service.ts';

/**
 * Where the two-person threshold (USDT, decision 042) is kept among the settings, as `{usdt: '500'}`:
 * a bare JSON string would be stored as a number by the driver, and a decimal must stay text.
 */
export const TWO_PERSON_KEY = 'two_person_threshold';
export const twoPersonValue = (threshold: string) => ({ usdt: threshold });

/** The threshold above which a withdrawal or an adjustment needs a second admin: as saved, or the default. */
export async function readTwoPersonThreshold(db: Db | Tx): Promise<string> {
  const stored = (await readSettings(db, [TWO_PERSON_KEY]))[TWO_PERSON_KEY] as { usdt?: unknown } | undefined;
  return typeof stored?.usdt === 'string' ? stored.usdt : DEFAULT_TWO_PERSON_THRESHOLD;
}
