// The seller product bench's data: a CSV of new products in the import's columns, other stores'
// products, and the plan of the list query it measures (EXPLAIN on PostgreSQL).
import { stringify } from 'csv-stringify/sync';

const COLUMNS = [
  'title',
  'category_id',
  'size',
  'color',
  'price',
  'stock',
  'on_shelf',
  'freight',
  'images',
  'description',
];
const ADJECTIVES = [
  'Classic',
  'Soft',
  'Light',
  'Heavy',
  'Slim',
  'Warm',
  'Summer',
  'Vintage',
  'Sport',
  'Travel',
];
const NOUNS = [
  'Linen Shirt',
  'Wool Scarf',
  'Canvas Bag',
  'Denim Jacket',
  'Cotton Tee',
  'Silk Tie',
  'Rain Coat',
  'Knit Hat',
];
const SIZES = ['S', 'M', 'L', 'XL'];
const COLORS = ['Black', 'White', 'Navy', 'Sand', 'Olive'];

/** `count` rows, one new product each (one SKU), a tenth of them off shelf, three pictures. */
export function importRows(count, categoryId, pictures) {
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    rows.push({
      title: `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[(i >> 3) % NOUNS.length]} ${i + 1}`,
      category_id: String(categoryId),
      size: SIZES[i % SIZES.length],
      color: COLORS[i % COLORS.length],
      price: `${5 + (i % 200)}.${String(i % 100).padStart(2, '0')}`,
      stock: String(i % 500),
      on_shelf: i % 10 === 0 ? 'false' : 'true',
      freight: '2.5',
      images: pictures.join(' '),
      description: `<p>Wholesale lot ${i + 1}: <strong>${NOUNS[i % NOUNS.length]}</strong>, packed by 12.</p>`,
    });
  }
  return stringify(rows, { header: true, columns: COLUMNS });
}

/**
 * 10,000 products of 50 other stores (200 each, one SKU), straight in the database: with the
 * merchant's store alone in the table the planner takes "store_id = $1" for every row and plans
 * the list's statement on each call, where a marketplace's table holds many stores' products.
 */
export async function seedOtherStores(client, categoryId) {
  await client.query(
    `with s as (insert into stores (name) select 'Other ' || g from generate_series(1, 50) g returning id),
     p as (insert into products (store_id, category_id, title, images, price)
       select s.id, $1, 'Other product ' || g, '[]', 10 from s cross join generate_series(1, 200) g returning id)
     insert into product_skus (product_id, size, color, price, stock) select id, 'M', 'Blue', 10, 5 from p`,
    [categoryId],
  );
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the list's statement for page 10 as the server runs it (prepared,
 * after the five runs that decide between a generic and a custom plan), with the plans it made.
 */
export async function explainList(client, storeId) {
  const text = `
    with ids as (
      select p.id from products p where p.store_id = $1 and p.deleted_at is null
      order by p.store_id, p.created_at desc, p.id desc limit 20 offset $2
    )
    select coalesce(json_agg(json_build_object('id', p.id, 'sku_count', s.sku_count, 'stock', s.stock)
      order by p.created_at desc, p.id desc), '[]'::json)
    from ids join products p using (id)
    cross join lateral (select count(*)::int as sku_count, coalesce(sum(k.stock), 0)::int as stock
      from product_skus k where k.product_id = p.id) s`;
  await client.query(`prepare seller_list_page (bigint, int) as ${text}`);
  for (let page = 1; page <= 6; page += 1)
    await client.query(`execute seller_list_page (${Number(storeId)}, ${(page - 1) * 20})`);
  const { rows } = await client.query(
    `explain (analyze, buffers) execute seller_list_page (${Number(storeId)}, 180)`,
  );
  const plans = await client.query(
    `select generic_plans, custom_plans from pg_prepared_statements where name = 'seller_list_page'`,
  );
  await client.query('deallocate seller_list_page');
  const { generic_plans: generic, custom_plans: custom } = plans.rows[0];
  return `-- page 10 (plans made: ${generic} generic, ${custom} custom)\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`;
}
