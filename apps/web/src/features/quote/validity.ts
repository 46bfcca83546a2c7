/** What is left of a quote's validity: whole days, then the rest as h:mm:ss; null once it is over. */
export function validityLeft(validUntil: string | null, now: number): { days: number; clock: string } | null {
  const end = validUntil ? Date.parse(validUntil) : Number.NaN;
  if (Number.isNaN(end) || end <= now) return null;
  // rounded up to the second, so 0:00:00 is never shown while the quote still holds
  const total = Math.ceil((end - now) / 1000);
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const two = (value: number) => String(value).padStart(2, '0');
  const clock = `${Math.floor(rest / 3600)}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  return { days, clock };
}

/** Whether a quote can be accepted now: quoted, and its prices not yet lapsed on this clock. */
export function isAcceptable(quote: { status: string; valid_until: string | null }, now: number): boolean {
  return quote.status === 'quoted' && validityLeft(quote.valid_until, now) !== null;
}
