import { PRICE_TIERS_MAX, type PriceTier } from '@market/contract/tier-price';
import type { TierDraft } from '@market/contract';
import { AppError } from '../../lib/app-error.ts';
import { formatMoney } from '../../lib/money.ts';
import type { RuleIssue } from './seller-rules.ts';
import { type WholesaleTerms, resolveSkuTiers, resolveTerms } from './wholesale-rules.ts';

/** The word of a tiers cell that means "no breaks" (decision 047). */
export const NO_TIERS = 'none';

/** Breaks as a CSV cell: `10:4.5;100:4`, lowest quantity first; none is ''. */
export const tiersCell = (tiers: readonly PriceTier[]) =>
  tiers.map((tier) => `${tier.min_qty}:${formatMoney(tier.price)}`).join(';');

/**
 * A tiers cell read: `none` is no breaks, else `quantity:price` pairs split by `;` (a trailing
 * `;` and spaces are allowed). Only the shape is checked here; the values are checked with the
 * product's minimum and multiple by `planWholesaleOf`, as the save call checks them.
 */
export function parseTiersCell(cell: string, column: string): { value: TierDraft[] } | { issue: RuleIssue } {
  if (cell.toLowerCase() === NO_TIERS) return { value: [] };
  const parts = cell
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > PRICE_TIERS_MAX) return { issue: { field: column, key: 'validation.too_many_tiers' } };
  const drafts: TierDraft[] = [];
  for (const part of parts) {
    const pair = /^([^:]+):([^:]+)$/.exec(part);
    if (!pair) return { issue: { field: column, key: 'validation.price_tiers_format' } };
    drafts.push({ min_qty: pair[1]!.trim(), price: pair[2]!.trim() });
  }
  return { value: drafts };
}

/** Whether breaks read from a file are the ones stored, as the export writes them. */
const sameAsStored = (drafts: TierDraft[], stored: readonly PriceTier[] | null | undefined) =>
  stored != null &&
  drafts.length === stored.length &&
  drafts.every(
    (draft, n) =>
      draft.min_qty === String(stored[n]!.min_qty) && draft.price === formatMoney(stored[n]!.price),
  );

/** One SKU row of a product, for its breaks: its cell (undefined: no column) and the SKU it updates. */
export interface SkuTiersRow {
  row: number;
  size: string;
  color: string;
  price: string;
  /** null: the cell was empty (follow the product's). */
  cell: TierDraft[] | null | undefined;
  /** The SKU's own breaks now; undefined for a new SKU. */
  current: PriceTier[] | null | undefined;
}

export interface WholesaleCells {
  minOrderQty?: number | undefined;
  orderMultiple?: number | undefined;
  priceTiers?: TierDraft[] | undefined;
}

/**
 * A product's wholesale terms from the file, checked as the save call checks them (decision 040):
 * the terms to store when they change (undefined: as they are) and each row's SKU breaks to
 * write (undefined: as they are). Cells equal to what is stored count as not sent, so an export
 * sent back unchanged neither writes nor re-checks them (a break a later price change made
 * useless stays, as it does in the editor). A refusal names the row and the column.
 */
export function planWholesaleOf(
  cells: WholesaleCells,
  cellRows: { minOrderQty?: number; orderMultiple?: number; priceTiers?: number },
  first: number,
  before: WholesaleTerms | undefined,
  rows: SkuTiersRow[],
):
  | { terms?: WholesaleTerms; skuTiers: (PriceTier[] | null | undefined)[] }
  | { issue: RuleIssue & { row: number } } {
  const sentTiers =
    cells.priceTiers !== undefined && !sameAsStored(cells.priceTiers, before?.priceTiers ?? [])
      ? cells.priceTiers
      : undefined;
  const drafts = rows.map((row) =>
    row.cell === undefined || (row.current !== undefined && sameCell(row.cell, row.current))
      ? { price_tiers: undefined }
      : { price_tiers: row.cell },
  );
  try {
    const terms = resolveTerms(
      { min_order_qty: cells.minOrderQty, order_multiple: cells.orderMultiple, price_tiers: sentTiers },
      before,
    );
    const tiers = resolveSkuTiers(drafts, rows, terms, sentTiers !== undefined);
    const changed =
      !before ||
      terms.minOrderQty !== before.minOrderQty ||
      terms.orderMultiple !== before.orderMultiple ||
      sentTiers !== undefined;
    return {
      ...(changed ? { terms } : {}),
      skuTiers: tiers.map((own, n) => (drafts[n]!.price_tiers === undefined ? undefined : own)),
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { issue: issueAt(error, cellRows, first, rows) };
  }
}

const sameCell = (cell: TierDraft[] | null, current: PriceTier[] | null) =>
  cell === null ? current === null : sameAsStored(cell, current);

/** The save call's field of a refusal as the file's row and column. */
function issueAt(
  error: AppError,
  cellRows: { minOrderQty?: number; orderMultiple?: number; priceTiers?: number },
  first: number,
  rows: SkuTiersRow[],
): RuleIssue & { row: number } {
  const said = { key: error.messageKey, params: error.params as Record<string, string | number> };
  const field = error.field ?? '';
  const sku = /^skus\.(\d+)\./.exec(field);
  if (sku) return { ...said, row: rows[Number(sku[1])]?.row ?? first, field: 'sku_price_tiers' };
  if (field.startsWith('price_tiers'))
    return { ...said, row: cellRows.priceTiers ?? first, field: 'price_tiers' };
  if (field === 'order_multiple') return { ...said, row: cellRows.orderMultiple ?? first, field };
  return { ...said, row: cellRows.minOrderQty ?? first, field: 'min_order_qty' };
}
