/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return first) gets a
 * leading `'` (OWASP's CSV injection advice); the import takes it off again (`fromCsvCell`).
 */
export function toCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function fromCsvCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}
