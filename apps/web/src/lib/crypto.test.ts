import { describe, expect, it } from 'vitest';
import { decryptJson, encryptJson } from './crypto.ts';

describe('userInfo encryption (AES-GCM, fixed client key)', () => {
  it('round-trips and hides the clear text', async () => {
    const cipher = await encryptJson({ username: 'visible-name', money: '12.5' });
    expect(cipher).not.toContain('visible-name');
    expect(atob(cipher)).not.toContain('visible-name');
    expect(await decryptJson(cipher)).toEqual({ username: 'visible-name', money: '12.5' });
  });

  it('uses a fresh IV each time and rejects tampering', async () => {
    const a = await encryptJson({ a: 1 });
    const b = await encryptJson({ a: 1 });
    expect(a).not.toBe(b);
    const tampered = btoa(
      String.fromCharCode(
        ...Uint8Array.from(atob(a), (c) => c.charCodeAt(0)).map((byte, i) => (i === 20 ? byte ^ 1 : byte)),
      ),
    );
    expect(await decryptJson(tampered)).toBeUndefined();
  });
});
