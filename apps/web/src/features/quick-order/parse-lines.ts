// zod-free and pure: the quick order form reads what the buyer pasted or uploaded here, before any
// call, so a line that is not "item number, quantity" is named by its line number at once.
import { MAX_LINE_QUANTITY, QUICK_ORDER_MAX_LINES } from '@market/contract/order-limits';

/** One line the form will check: a SKU id (the item number, decision 049) and a quantity. */
export interface QuickLine {
  /** 1-based, as the buyer's editor or spreadsheet numbers it. */
  lineNo: number;
  skuId: number;
  num: number;
}

/** A line that could not be read: `format` (not two numbers), `quantity` (0 or above the line limit). */
export interface QuickLineError {
  lineNo: number;
  text: string;
  kind: 'format' | 'quantity';
}

export interface ParsedQuickOrder {
  lines: QuickLine[];
  errors: QuickLineError[];
  /** Lines past `QUICK_ORDER_MAX_LINES`, left out. */
  dropped: number;
}

// "12345, 24", "12345;24", "12345<TAB>24", "12345 24", and spreadsheets' quoted cells ("12345","24");
// a trailing separator is what some spreadsheets leave at the end of a row
const LINE = /^"?(\d{1,15})"?\s*(?:[,;\t]|\s)\s*"?(\d{1,9})"?\s*[,;]?$/;
// a header row such as "sku_id,quantity" or "Item no.;Qty": no digit at all
const HEADER = /^[^\d]+$/;

/**
 * Reads pasted text or a .csv/.txt file: one line per item, the item number then the quantity,
 * separated by a comma, semicolon, tab or spaces. Blank lines are skipped, and so is a first line
 * without any digit (a spreadsheet's header). Lines keep their number for the messages.
 */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const lines: QuickLine[] = [];
  const errors: QuickLineError[] = [];
  let dropped = 0;
  let isFirst = true;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const lineNo = index + 1;
      const trimmed = raw.trim();
      if (trimmed === '') return;
      const wasFirst = isFirst;
      isFirst = false;
      if (wasFirst && HEADER.test(trimmed)) return;
      const match = LINE.exec(trimmed);
      if (!match) {
        errors.push({ lineNo, text: trimmed, kind: 'format' });
        return;
      }
      const skuId = Number(match[1]);
      const num = Number(match[2]);
      if (skuId < 1 || !Number.isSafeInteger(skuId)) {
        errors.push({ lineNo, text: trimmed, kind: 'format' });
        return;
      }
      if (num < 1 || num > MAX_LINE_QUANTITY) {
        errors.push({ lineNo, text: trimmed, kind: 'quantity' });
        return;
      }
      if (lines.length >= QUICK_ORDER_MAX_LINES) {
        dropped += 1;
        return;
      }
      lines.push({ lineNo, skuId, num });
    });
  return { lines, errors, dropped };
}

/** The text with line `lineNo` (1-based) replaced by "skuId, num": accepting a suggested quantity. */
export function withLine(text: string, lineNo: number, skuId: number, num: number): string {
  const rows = text.split(/\r\n|\r|\n/);
  if (lineNo < 1 || lineNo > rows.length) return text;
  rows[lineNo - 1] = `${skuId}, ${num}`;
  return rows.join('\n');
}
