import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FileStorage } from '../../../storage/index.ts';
import type { StoredImage } from '../../upload/index.ts';
import { GLYPHS, type GlyphName } from './glyphs.ts';

/** Background and foreground pairs, light enough for product photos on white pages. */
export const PALETTES: [string, string][] = [
  ['#fde7e4', '#c2410c'],
  ['#e0f2fe', '#0369a1'],
  ['#ecfccb', '#4d7c0f'],
  ['#fef3c7', '#b45309'],
  ['#ede9fe', '#6d28d9'],
  ['#fce7f3', '#be185d'],
  ['#e2e8f0', '#334155'],
  ['#ccfbf1', '#0f766e'],
];

const PRODUCT_WIDTH = 640;

function productSvg(glyph: GlyphName, palette: [string, string], variant: number): string {
  const [background, foreground] = palette;
  // the variant turns and scales the pictogram a little, so one product's photos differ
  const angle = [0, -12, 10][variant % 3];
  const scale = [1, 0.8, 0.65][variant % 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PRODUCT_WIDTH}" height="${PRODUCT_WIDTH}" viewBox="0 0 100 100">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${background}"/></linearGradient></defs>
<rect width="100" height="100" fill="url(#g)"/>
<ellipse cx="50" cy="90" rx="30" ry="4" fill="#000" fill-opacity="0.08"/>
<g transform="translate(50 50) rotate(${angle}) scale(${scale}) translate(-50 -50)" fill="${foreground}" stroke="${foreground}" stroke-linejoin="round">${GLYPHS[glyph]}</g>
</svg>`;
}

function logoSvg(palette: [string, string], shape: number): string {
  const [background, foreground] = palette;
  const shapes = [
    '<circle cx="50" cy="50" r="22"/>',
    '<rect x="28" y="28" width="44" height="44" rx="8"/>',
    '<path d="M50 24 L76 70 L24 70 Z"/>',
    '<path d="M50 22 L58 42 L80 42 L62 56 L68 78 L50 64 L32 78 L38 56 L20 42 L42 42 Z"/>',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 100 100">
<rect width="100" height="100" rx="20" fill="${background}"/><g fill="${foreground}">${shapes[shape % shapes.length]}</g></svg>`;
}

function bannerSvg(palette: [string, string]): string {
  const [background, foreground] = palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="400" viewBox="0 0 320 100">
<rect width="320" height="100" fill="${background}"/><circle cx="280" cy="20" r="60" fill="${foreground}" fill-opacity="0.25"/>
<circle cx="40" cy="100" r="50" fill="${foreground}" fill-opacity="0.15"/></svg>`;
}

/**
 * Renders an SVG to WebP with the same names the upload module uses (hash, hash-320, ...), named by
 * the SVG's own hash so a restart finds the files already there and renders nothing.
 */
async function render(storage: FileStorage, svg: string, widths: number[]): Promise<StoredImage> {
  const hash = createHash('sha256').update(svg).digest('hex');
  const image = sharp(Buffer.from(svg));
  const { width = 0 } = await image.metadata();
  if (!(await storage.stat(false, `${hash}.webp`))) {
    await storage.put(false, `${hash}.webp`, await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer());
    for (const smaller of widths.filter((w) => w < width)) {
      const data = await sharp(Buffer.from(svg)).resize({ width: smaller }).webp({ quality: 78 }).toBuffer();
      await storage.put(false, `${hash}-${smaller}.webp`, data);
    }
  }
  return { hash, width };
}

export const renderProductImage = (
  storage: FileStorage,
  glyph: GlyphName,
  palette: number,
  variant: number,
) => render(storage, productSvg(glyph, PALETTES[palette % PALETTES.length]!, variant), [320]);

export const renderLogo = (storage: FileStorage, palette: number, shape: number) =>
  render(storage, logoSvg(PALETTES[palette % PALETTES.length]!, shape), []);

export const renderBanner = (storage: FileStorage, palette: number) =>
  render(storage, bannerSvg(PALETTES[palette % PALETTES.length]!), [320, 640]);
