import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque session token: 256 random bits, base64url. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character invitation code without look-alike characters (0/O, 1/I). */
export function createInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join('');
}

export function createEmailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
