import {
  PRODUCT_CSV_TITLE_COLUMNS,
  PRODUCT_IMPORT_MAX_ROWS,
  type ProductCsvColumn,
  productFieldRules,
  productImageRef,
  type TierDraft,
  wholesaleFieldRules,
  id as idRule,
} from '@market/contract';
import { parse } from 'csv-parse/sync';
import { fail } from '../../lib/app-error.ts';
import type { ProductTexts } from './schema.ts';
import { fromCsvCell } from './seller-export.ts';
import { parseTiersCell } from './seller-import-tiers.ts';
import { hashOfImageRef } from './seller-present.ts';
import { type CheckedSku, checkSku, checkValue, type RuleIssue } from './seller-rules.ts';

/** A refused cell: the row as a spreadsheet numbers it (the header is row 1) and the column. */
export interface RowIssue extends RuleIssue {
  row: number;
}

/** A product's own columns as a row gives them; undefined where the cell is empty. */
export interface ProductCells {
  title?: string | undefined;
  categoryId?: number | undefined;
  onShelf?: boolean | undefined;
  freight?: string | undefined;
  /** Content hashes, in order. */
  images?: string[] | undefined;
  description?: string | undefined;
  /** The titles of the file's `title_<code>` cells that hold one (decision 039). */
  titles?: ProductTexts | undefined;
  minOrderQty?: number | undefined;
  orderMultiple?: number | undefined;
  /** `none` is []. */
  priceTiers?: TierDraft[] | undefined;
}

/** One SKU row of the file, checked cell by cell. */
export interface ImportRow {
  row: number;
  productId: number | null;
  skuId: number | null;
  product: ProductCells;
  sku: CheckedSku;
  /** Its own breaks: null follows the product's (an empty cell), undefined when the file has no such column. */
  skuTiers: TierDraft[] | null | undefined;
}

const REQUIRED: ProductCsvColumn[] = ['size', 'color', 'price', 'stock'];
const TRUE = new Set(['true', '1', 'yes', 'y', 'on']);
const FALSE = new Set(['false', '0', 'no', 'n', 'off']);

/**
 * The file's records by column name. A file that is not CSV, lacks a column every row needs, has
 * no rows or too many is refused whole, naming the file.
 */
export function parseProductCsv(bytes: Buffer): Record<string, string>[] {
  let records: Record<string, string>[];
  try {
    records = parse(bytes, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      max_record_size: 1_000_000,
      to: PRODUCT_IMPORT_MAX_ROWS + 1,
    }) as Record<string, string>[];
  } catch {
    throw fail('msg.import_unreadable', { field: 'file' });
  }
  const columns = new Set(Object.keys(records[0] ?? {}));
  if (records.length === 0) throw fail('msg.import_empty', { field: 'file' });
  const missing = REQUIRED.find((column) => !columns.has(column));
  if (missing) throw fail('msg.import_missing_column', { field: 'file', params: { column: missing } });
  if (records.length > PRODUCT_IMPORT_MAX_ROWS)
    throw fail('msg.import_too_many_rows', { field: 'file', params: { max: PRODUCT_IMPORT_MAX_ROWS } });
  return records;
}

type Checked<T> = { value: T } | { issue: RuleIssue };

function checkImages(cell: string): Checked<string[]> {
  const refs = cell.split(/[\s|,]+/).filter((ref) => ref !== '');
  const bad = refs.find((ref) => !productImageRef.safeParse(ref).success);
  if (bad !== undefined) return { issue: { field: 'images', key: 'validation.image_format' } };
  return { value: [...new Set(refs.map(hashOfImageRef))] };
}

function checkOnShelf(cell: string): Checked<boolean> {
  const value = cell.toLowerCase();
  if (TRUE.has(value)) return { value: true };
  if (FALSE.has(value)) return { value: false };
  return { issue: { field: 'on_shelf', key: 'validation.on_shelf_format' } };
}

/** A cell's checker by column; an empty cell is not checked here (it means "as before"). */
const CELL_CHECKS = {
  product_id: (cell: string) => checkValue(idRule, cell, 'product_id'),
  sku_id: (cell: string) => checkValue(idRule, cell, 'sku_id'),
  title: (cell: string) => checkValue(productFieldRules.title, cell, 'title'),
  category_id: (cell: string) => checkValue(productFieldRules.category_id, cell, 'category_id'),
  on_shelf: checkOnShelf,
  freight: (cell: string) => checkValue(productFieldRules.freight, cell, 'freight'),
  images: checkImages,
  description: (cell: string) => checkValue(productFieldRules.description, cell, 'description'),
  min_order_qty: (cell: string) => checkValue(wholesaleFieldRules.min_order_qty, cell, 'min_order_qty'),
  order_multiple: (cell: string) => checkValue(wholesaleFieldRules.order_multiple, cell, 'order_multiple'),
  price_tiers: (cell: string) => parseTiersCell(cell, 'price_tiers'),
} satisfies Partial<Record<ProductCsvColumn, (cell: string) => Checked<unknown>>>;

/** The row's titles by language, each checked as the own title; undefined when it gives none. */
function checkTitles(record: Record<string, string>, found: RuleIssue[]): ProductTexts | undefined {
  const titles: ProductTexts = {};
  for (const { lang, column } of PRODUCT_CSV_TITLE_COLUMNS) {
    const text = fromCsvCell(record[column] ?? '');
    if (text === '') continue;
    const checked = checkValue(productFieldRules.title, text, column);
    if ('issue' in checked) found.push(checked.issue);
    else titles[lang] = checked.value;
  }
  return Object.keys(titles).length > 0 ? titles : undefined;
}

/** Every row checked on its own: its values, or every issue it has. */
export function checkRows(records: Record<string, string>[]): { rows: ImportRow[]; issues: RowIssue[] } {
  const rows: ImportRow[] = [];
  const issues: RowIssue[] = [];
  records.forEach((record, index) => {
    const row = index + 2;
    const cell = (column: ProductCsvColumn) => fromCsvCell(record[column] ?? '');
    const values: Record<string, unknown> = {};
    const found: RuleIssue[] = [];
    for (const [column, check] of Object.entries(CELL_CHECKS)) {
      const text = cell(column as ProductCsvColumn);
      if (text === '') continue;
      const checked = (check as (cell: string) => Checked<unknown>)(text);
      if ('issue' in checked) found.push(checked.issue);
      else values[column] = checked.value;
    }
    const titles = checkTitles(record, found);
    // an empty cell has a meaning here (follow the product's breaks), a missing column keeps them
    let skuTiers: TierDraft[] | null | undefined;
    if ('sku_price_tiers' in record) {
      const text = cell('sku_price_tiers');
      const parsed = text === '' ? { value: null } : parseTiersCell(text, 'sku_price_tiers');
      if ('issue' in parsed) found.push(parsed.issue);
      else skuTiers = parsed.value;
    }
    const sku = checkSku(
      { size: cell('size'), color: cell('color'), price: cell('price'), stock: cell('stock') },
      '',
    );
    if (Array.isArray(sku)) found.push(...sku);
    if (found.length > 0 || Array.isArray(sku))
      return void issues.push(...found.map((one) => ({ ...one, row })));
    rows.push({
      row,
      productId: (values.product_id as number | undefined) ?? null,
      skuId: (values.sku_id as number | undefined) ?? null,
      product: {
        title: values.title as string | undefined,
        categoryId: values.category_id as number | undefined,
        onShelf: values.on_shelf as boolean | undefined,
        freight: values.freight as string | undefined,
        images: values.images as string[] | undefined,
        description: values.description as string | undefined,
        titles,
        minOrderQty: values.min_order_qty as number | undefined,
        orderMultiple: values.order_multiple as number | undefined,
        priceTiers: values.price_tiers as TierDraft[] | undefined,
      },
      sku,
      skuTiers,
    });
  });
  return { rows, issues };
}
