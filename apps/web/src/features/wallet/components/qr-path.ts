import { encode } from 'uqr';

export interface QrShape {
  /** Modules per side, the quiet border included. */
  size: number;
  /** One SVG path of the dark modules, a unit square each, neighbours in a row joined. */
  path: string;
}

/** The dark modules of a QR matrix as one SVG path: one rectangle per run of dark modules in a row. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/** A QR code of `text` (medium error correction, a border of 2), drawn locally: no image fetched. */
export function qrShapeOf(text: string): QrShape {
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  return { size, path: qrPath(data) };
}
