import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_TITLE_COLUMNS } from '@market/contract';
import type { PriceTier } from '@market/contract/tier-price';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { toCsvCell } from '../../lib/csv-cell.ts';
import { formatMoney } from '../../lib/money.ts';
import type { StoredImage } from '../upload/index.ts';
import { presentImage } from './present.ts';
import { NO_TIERS, tiersCell } from './seller-import-tiers.ts';
import { products, productSkus } from './schema.ts';

/** Products per query while the file is written: memory stays flat however big the store. */
const CHUNK = 500;

export { fromCsvCell, toCsvCell } from '../../lib/csv-cell.ts';

/**
 * A product's SKUs as JSON, oldest first. Written out in full: in a one-table select Drizzle
 * writes `${products.id}` as a bare "id", which inside this subquery would mean the SKU's own.
 */
const skusJson = sql<
  { id: number; size: string; color: string; price: string; stock: number; price_tiers: PriceTier[] | null }[]
>`(
  select coalesce(json_agg(json_build_object(
    'id', s.id, 'size', s.size, 'color', s.color, 'price', s.price::text, 'stock', s.stock,
    'price_tiers', s.price_tiers
  ) order by s.id), '[]'::json)
  from ${productSkus} s where s.product_id = ${sql.identifier('products')}.${sql.identifier('id')})`;

function readChunk(db: Db, storeId: number, afterId: number) {
  return db
    .select({
      id: products.id,
      title: products.title,
      categoryId: products.categoryId,
      images: products.images,
      description: products.description,
      titles: products.titles,
      freight: products.freight,
      onShelf: products.onShelf,
      priceTiers: products.priceTiers,
      minOrderQty: products.minOrderQty,
      orderMultiple: products.orderMultiple,
      skus: skusJson,
    })
    .from(products)
    .where(and(eq(products.storeId, storeId), isNull(products.deletedAt), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(CHUNK);
}

type ChunkRow = Awaited<ReturnType<typeof readChunk>>[number];

const imageUrls = (images: StoredImage[]) => images.map((image) => presentImage(image).url).join(' ');

/** The file's columns: the product's and SKU's, then its title in each language (decision 039). */
const COLUMNS = [...PRODUCT_CSV_COLUMNS, ...PRODUCT_CSV_TITLE_COLUMNS.map(({ column }) => column)];

/**
 * A product's rows, one per SKU: the product's columns repeated on each (a filter or sort in a
 * spreadsheet keeps them), the description on the first only (it may be long).
 */
function rowsOf(product: ChunkRow): Record<string, string>[] {
  const titles = Object.fromEntries(
    PRODUCT_CSV_TITLE_COLUMNS.map(({ lang, column }) => [column, toCsvCell(product.titles[lang] ?? '')]),
  );
  return product.skus.map((sku, index) => ({
    product_id: String(product.id),
    title: toCsvCell(product.title),
    category_id: String(product.categoryId),
    sku_id: String(sku.id),
    size: toCsvCell(sku.size),
    color: toCsvCell(sku.color),
    price: formatMoney(sku.price),
    stock: String(sku.stock),
    // empty: the product's breaks; `none`: none of its own (decision 047)
    sku_price_tiers:
      sku.price_tiers === null ? '' : sku.price_tiers.length === 0 ? NO_TIERS : tiersCell(sku.price_tiers),
    on_shelf: product.onShelf ? 'true' : 'false',
    freight: formatMoney(product.freight),
    min_order_qty: String(product.minOrderQty),
    order_multiple: String(product.orderMultiple),
    price_tiers: tiersCell(product.priceTiers),
    images: imageUrls(product.images),
    description: index === 0 ? toCsvCell(product.description) : '',
    ...titles,
  }));
}

/**
 * The store's products (not the deleted) as CSV text, a chunk at a time, oldest first: a UTF-8
 * byte order mark (so spreadsheet programs read Chinese and Arabic titles right), the header, then
 * one row per SKU in `PRODUCT_CSV_COLUMNS` and `PRODUCT_CSV_TITLE_COLUMNS`.
 */
export async function* exportCsv(db: Db, storeId: number): AsyncGenerator<string> {
  yield `\uFEFF${stringify([COLUMNS])}`;
  for (let afterId = 0; ;) {
    const chunk = await readChunk(db, storeId, afterId);
    if (chunk.length === 0) return;
    yield stringify(chunk.flatMap(rowsOf), { columns: COLUMNS });
    afterId = chunk.at(-1)!.id;
  }
}
