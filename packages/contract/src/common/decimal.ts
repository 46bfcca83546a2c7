/**
 * Exact arithmetic on the decimal strings money travels as (DESIGN "Data": never a JS float):
 * a value is a BigInt of units and a count of decimal places.
 */
interface Scaled {
  units: bigint;
  places: number;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function parse(value: string): Scaled {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`not a decimal: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign ? -units : units, places: fraction.length };
}

function format({ units, places }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = places > 0 ? `.${digits.slice(digits.length - places)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

const rescale = (value: Scaled, places: number): bigint => value.units * 10n ** BigInt(places - value.places);

export const isDecimal = (value: string) => DECIMAL.test(value.trim());

/** a × b, exactly. */
export function multiply(a: string | number, b: string | number): string {
  const x = parse(String(a));
  const y = parse(String(b));
  return format({ units: x.units * y.units, places: x.places + y.places });
}

/** a + b, exactly. */
export function add(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  const places = Math.max(x.places, y.places);
  return format({ units: rescale(x, places) + rescale(y, places), places });
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: string, b: string): -1 | 0 | 1 {
  const x = parse(a);
  const y = parse(b);
  const places = Math.max(x.places, y.places);
  const difference = rescale(x, places) - rescale(y, places);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Rounded to `places` decimals, halves away from zero (cents: 10.905 → 10.91). */
export function round(value: string, places = 2): string {
  const x = parse(value);
  if (x.places <= places) return format({ units: rescale(x, places), places });
  const divisor = 10n ** BigInt(x.places - places);
  const magnitude = x.units < 0n ? -x.units : x.units;
  let kept = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) kept += 1n;
  return format({ units: x.units < 0n ? -kept : kept, places });
}

/** a − b, exactly. */
export const subtract = (a: string, b: string): string => add(a, negate(b));

function negate(value: string): string {
  const x = parse(value);
  return format({ units: -x.units, places: x.places });
}

/** Cut to `places` decimals toward zero (what a holder can spend never rounds up). */
export function truncate(value: string, places: number): string {
  const x = parse(value);
  if (x.places <= places) return format({ units: rescale(x, places), places });
  return format({ units: x.units / 10n ** BigInt(x.places - places), places });
}

/** Rounded up to `places` decimals, away from zero (a fee or a hold never rounds in the payer's favour). */
export function ceil(value: string, places: number): string {
  const x = parse(value);
  if (x.places <= places) return format({ units: rescale(x, places), places });
  const divisor = 10n ** BigInt(x.places - places);
  const magnitude = x.units < 0n ? -x.units : x.units;
  const kept = magnitude / divisor + (magnitude % divisor === 0n ? 0n : 1n);
  return format({ units: x.units < 0n ? -kept : kept, places });
}

/** a ÷ b cut to `places` decimals toward zero; b must not be zero. */
export function divide(a: string, b: string, places: number): string {
  const x = parse(a);
  const y = parse(b);
  if (y.units === 0n) throw new RangeError('division by zero');
  // a/b = (xu / 10^xp) / (yu / 10^yp); scaled by 10^places
  const numerator = x.units * 10n ** BigInt(places + y.places);
  const denominator = y.units * 10n ** BigInt(x.places);
  return format({ units: numerator / denominator, places });
}

/** The decimal places a value is written with (`1.50` → 2). */
export const placesOf = (value: string): number => parse(value).places;

/** Without trailing zeros (`1.50000000` → `1.5`, `2.000` → `2`). */
export function normalize(value: string): string {
  const text = format(parse(value));
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
