/**
 * `userInfo` is stored AES-GCM encrypted with a key fixed in the client, as the spec asks (§3).
 * Anyone with the bundle has the key: this is obfuscation against casual reading of local
 * storage, not protection. Nothing secret is in userInfo; the token is stored beside it anyway.
 */
const FIXED_KEY = new TextEncoder().encode('wholesale-marketplace-userinfo-k'); // 32 bytes: AES-256

let keyPromise: Promise<CryptoKey> | undefined;
const key = () =>
  (keyPromise ??= crypto.subtle.importKey('raw', FIXED_KEY, 'AES-GCM', false, ['encrypt', 'decrypt']));

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function encryptJson(value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(value));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(), plain));
  const joined = new Uint8Array(iv.length + cipher.length);
  joined.set(iv);
  joined.set(cipher, iv.length);
  return toBase64(joined);
}

export async function decryptJson<T>(text: string): Promise<T | undefined> {
  try {
    const bytes = fromBase64(text);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      await key(),
      bytes.slice(12),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return undefined;
  }
}
