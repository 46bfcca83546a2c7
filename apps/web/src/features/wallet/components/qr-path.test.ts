import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath, qrShapeOf } from './qr-path.ts';

/** The dark modules a path draws, read back from its rectangles. */
function darkModules(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i++) dark.add(`${Number(x) + i},${y}`);
  }
  return dark;
}

describe('qrPath', () => {
  it('draws one rectangle per run of dark modules in a row', () => {
    const matrix = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrPath(matrix)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('draws exactly the dark modules of an address QR code, border included', () => {
    const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    const shape = qrShapeOf(address);
    const { data, size } = encode(address, { ecc: 'M', border: 2 });
    expect(shape.size).toBe(size);
    expect(data).toHaveLength(size);
    const expected = new Set<string>();
    data.forEach((row, y) => row.forEach((isDark, x) => isDark && expected.add(`${x},${y}`)));
    expect(darkModules(shape.path)).toEqual(expected);
    // the border stays light: no module in the first two rows
    expect([...expected].some((key) => key.endsWith(',0') || key.endsWith(',1'))).toBe(false);
    expect(expected.size).toBeGreaterThan(100);
  });
});
