import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { toCsvCell } from '../../lib/csv-cell.ts';

/** Rows per query while a file is written: memory stays flat however long the export. */
const CHUNK = 1000;
/** The most rows one file holds (decision 043); a bigger export is cut by date or user. */
export const EXPORT_CAP = 1_000_000;

export interface CsvSource<Row extends { id: number }> {
  columns: readonly string[];
  /** The rows after `afterId` in the export's id order (keyset paging: each chunk is one index range). */
  chunk(afterId: number | null, size: number): Promise<Row[]>;
  cells(row: Row): (string | number | boolean | null)[];
}

/** A text cell a spreadsheet would run as a formula is quoted; a plain number (a debit's -12.5) is not. */
function safeCell(cell: string | number | boolean | null): string | number {
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return typeof cell === 'string' && !/^-?\d+(\.\d+)?$/.test(cell) ? toCsvCell(cell) : (cell ?? '');
}

/** The file's text: a UTF-8 byte order mark (spreadsheets then read any script), the header, the rows. */
export async function* csvLines<Row extends { id: number }>(source: CsvSource<Row>): AsyncGenerator<string> {
  yield `\uFEFF${stringify([[...source.columns]])}`;
  let written = 0;
  for (let afterId: number | null = null; written < EXPORT_CAP;) {
    const rows = await source.chunk(afterId, Math.min(CHUNK, EXPORT_CAP - written));
    if (rows.length === 0) return;
    const cells = rows.map((row) => source.cells(row).map(safeCell));
    yield stringify(cells);
    written += rows.length;
    afterId = rows.at(-1)!.id;
  }
}

/** Sends a CSV file as it is written (never whole in memory), named `<name>-<day>.csv`. */
export function sendCsv<Row extends { id: number }>(
  reply: FastifyReply,
  name: string,
  source: CsvSource<Row>,
) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(csvLines(source)));
}
