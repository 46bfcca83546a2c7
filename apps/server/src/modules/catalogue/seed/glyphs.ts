/** Simple pictograms (SVG, 100 × 100 box) drawn on the generated product images of a category. */
export const GLYPHS = {
  shirt:
    '<path d="M30 20 L42 14 Q50 22 58 14 L70 20 L84 34 L74 44 L68 38 L68 86 L32 86 L32 38 L26 44 L16 34 Z"/>',
  shoe: '<path d="M12 62 L14 40 L30 40 Q36 52 50 54 L80 58 Q90 60 90 70 L90 76 L12 76 Z"/>',
  bag: '<path d="M22 38 L78 38 L84 86 L16 86 Z"/><path d="M36 38 Q36 16 50 16 Q64 16 64 38" fill="none" stroke-width="6"/>',
  headphones:
    '<path d="M20 60 Q20 18 50 18 Q80 18 80 60" fill="none" stroke-width="8"/><rect x="14" y="56" width="16" height="28" rx="6"/><rect x="70" y="56" width="16" height="28" rx="6"/>',
  pot: '<rect x="20" y="40" width="60" height="40" rx="8"/><rect x="14" y="36" width="72" height="8" rx="4"/><rect x="44" y="26" width="12" height="10" rx="3"/>',
  bottle:
    '<rect x="38" y="14" width="24" height="14" rx="3"/><rect x="30" y="28" width="40" height="60" rx="10"/>',
  cube: '<path d="M50 14 L84 32 L84 70 L50 88 L16 70 L16 32 Z"/><path d="M16 32 L50 50 L84 32 M50 50 L50 88" fill="none" stroke-width="3" stroke-opacity="0.4"/>',
  ball: '<circle cx="50" cy="50" r="34"/><path d="M16 50 Q50 30 84 50 M50 16 Q34 50 50 84" fill="none" stroke-width="3" stroke-opacity="0.4"/>',
  ring: '<circle cx="50" cy="58" r="26" fill="none" stroke-width="9"/><path d="M40 30 L50 16 L60 30 Z"/>',
  pencil:
    '<path d="M22 78 L26 62 L68 20 L80 32 L38 74 Z"/><path d="M22 78 L26 62 L38 74 Z" fill-opacity="0.5"/>',
} as const;

export type GlyphName = keyof typeof GLYPHS;
