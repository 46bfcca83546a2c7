import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';

/** How long a verified fund password is recognised without argon2id again (decision 013). */
export const FUND_PASSWORD_MEMO_MS = 5 * 60_000;
const MEMO_MAX_USERS = 50_000;

/** Fund passwords verified lately, per user, against the stored hash they matched. */
export interface FundPasswordMemo {
  has(userId: number, storedHash: string, password: string): Promise<boolean>;
  remember(userId: number, storedHash: string, password: string): Promise<void>;
  forget(userId: number): Promise<void>;
}

const macOf = (key: Buffer, userId: number, storedHash: string, password: string) =>
  createHmac('sha256', key).update(`${userId}\0${storedHash}\0${password}`).digest();

/**
 * The memo of one process: a keyed hash of the password under a key that lives only in this
 * process. Anyone who can read this process's memory could read the passwords as they arrive, so
 * it weakens nothing argon2id protects against (a stolen database).
 */
export class ProcessMemo implements FundPasswordMemo {
  readonly #key = randomBytes(32);
  readonly #entries = new Map<number, { mac: Buffer; expiresAt: number }>();

  async has(userId: number, storedHash: string, password: string) {
    const entry = this.#entries.get(userId);
    if (!entry || entry.expiresAt <= Date.now()) return false;
    return timingSafeEqual(entry.mac, macOf(this.#key, userId, storedHash, password));
  }

  async remember(userId: number, storedHash: string, password: string) {
    this.#entries.delete(userId);
    if (this.#entries.size >= MEMO_MAX_USERS) this.#entries.delete(this.#entries.keys().next().value!);
    const mac = macOf(this.#key, userId, storedHash, password);
    this.#entries.set(userId, { mac, expiresAt: Date.now() + FUND_PASSWORD_MEMO_MS });
  }

  async forget(userId: number) {
    this.#entries.delete(userId);
  }
}

/**
 * The memo every instance shares through Redis (REDIS_URL with SECRET_KEY). Redis holds only keyed
 * hashes whose key (SECRET_KEY) it never sees, so reading Redis does not make a six-digit password
 * cheap to guess; an entry expires on its own. A Redis that does not answer means no memo: the
 * password goes through argon2id, as on a first payment.
 */
export class SharedMemo implements FundPasswordMemo {
  readonly #redis: Redis;
  readonly #key: Buffer;

  constructor(redis: Redis, secretKey: string) {
    this.#redis = redis;
    this.#key = createHmac('sha256', secretKey).update('fund-password-memo').digest();
  }

  async has(userId: number, storedHash: string, password: string) {
    const stored = await this.#redis.getBuffer(`fpm:${userId}`).catch(() => null);
    return stored !== null && timingSafeEqual(stored, macOf(this.#key, userId, storedHash, password));
  }

  async remember(userId: number, storedHash: string, password: string) {
    const mac = macOf(this.#key, userId, storedHash, password);
    await this.#redis.set(`fpm:${userId}`, mac, 'PX', FUND_PASSWORD_MEMO_MS).catch(() => undefined);
  }

  async forget(userId: number) {
    await this.#redis.del(`fpm:${userId}`).catch(() => undefined);
  }
}
