// Cart changes on PostgreSQL (issue 19): 50 buyers at once, each adding to, setting and removing
// lines of their own cart (20–40 lines), and one buyer whose cart holds 300 lines changing them,
// beside a bare Fastify route answering the same bytes as a cart change from memory. Reports req/s,
// p50, p99 and the bytes of one answer. Not a CI gate.
//
//   npm run bench:cart -- [--database=postgres://…/postgres] [--duration=10] [--warmup=2] [--pool=10]
//
// A database bench_<random> is created on the given server and dropped at the end. The catalogue is
// 10 stores × 10 products × 4 sizes (400 SKUs), each product with breaks at 50 and 200 units, so a
// change to one line moves the unit price of its product's other lines (decision 040).
import { createBuyers } from './checkout-buyers.mjs';
import {
  benchArgs,
  machineLine,
  postJson,
  runBenchmark,
  startBareServer,
  startOnFreshDatabase,
} from './harness.mjs';
import { measureRows, printTable } from './load.mjs';

const BUYERS = 50;
/** SKUs each of the 50 buyers changes: its cart holds up to this many lines. */
const POOL = 40;
const BIG_CART = 300;
const args = benchArgs();
const options = {
  duration: Number(args.duration ?? 10),
  warmup: Number(args.warmup ?? 2),
  database: args.database ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};

/** 10 open stores of 10 products of 4 sizes each, with stock for the whole run; answers the SKU ids. */
async function seedCatalogue(client) {
  const category = await client.query(
    `insert into categories (names) values ('{"en":"Bench"}') returning id`,
  );
  const stores = await client.query(
    `insert into stores (name) select 'Bench Wholesale ' || g from generate_series(1, 10) g returning id`,
  );
  const image = JSON.stringify([{ hash: 'b'.repeat(64), width: 800, height: 800 }]);
  const tiers = JSON.stringify([
    { min_qty: 50, price: '9.5' },
    { min_qty: 200, price: '8.75' },
  ]);
  const products = await client.query(
    `insert into products (store_id, category_id, title, images, price, price_tiers, has_tiers, is_on_sale)
     select ($1::bigint[])[1 + (g - 1) / 10], $2, 'Bench heavyweight cotton shirt ' || g, $3::jsonb, 8.75, $4::jsonb, true, true
     from generate_series(1, 100) g returning id`,
    [stores.rows.map((row) => row.id), category.rows[0].id, image, tiers],
  );
  const skus = await client.query(
    `insert into product_skus (product_id, size, color, price, stock)
     select p, s, 'Navy', 10, 10000000 from unnest($1::bigint[]) p, unnest(array['S', 'M', 'L', 'XL']) s
     returning id`,
    [products.rows.map((row) => row.id)],
  );
  await client.query('vacuum analyze');
  return skus.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** Fills a buyer's cart through the API (merge takes 200 lines a call), one unit a line. */
async function fillCart(base, buyer, skuIds) {
  for (let start = 0; start < skuIds.length; start += 200) {
    const items = skuIds.slice(start, start + 200).map((sku_id) => ({ sku_id, num: 1 }));
    const merged = await postJson(`${base}/api/cart/merge`, { items }, { token: buyer.token });
    if (merged.body.code !== 1) throw new Error(`filling a cart: ${JSON.stringify(merged.body)}`);
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * A load target whose requests go round the buyers (request k is buyer k mod n's, so the 50
 * connections work on different carts) with bodies made afresh; `steps` is the sequence each
 * connection repeats, a step being [url, (state) => body], state shared within one sequence.
 */
function target(base, name, buyers, steps, connections) {
  let k = 0;
  const refused = { count: 0 };
  const first = steps[0];
  const firstState = { buyer: buyers[0] };
  return {
    name,
    url: `${base}${first[0]}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', token: buyers[0].token },
    body: JSON.stringify(first[1](firstState)),
    connections,
    refused,
    requests: steps.map(([url, makeBody], i) => ({
      method: 'POST',
      path: url,
      setupRequest: (request, context) => {
        if (i === 0) context.buyer = buyers[k++ % buyers.length];
        const body = JSON.stringify(makeBody(context));
        return {
          ...request,
          headers: { 'content-type': 'application/json', token: context.buyer.token },
          body,
        };
      },
      // an answer refused in the envelope (code 0 in HTTP 200) is a failure too
      onResponse: (status, body) => {
        if (status === 200 && !body.startsWith('{"code":1')) refused.count += 1;
      },
    })),
  };
}

/** The bytes of one answer of `url` with `body` for `buyer` (the body, without HTTP headers). */
async function answerBytes(base, url, body, buyer) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: buyer.token },
    body: JSON.stringify(body),
  });
  return Buffer.byteLength(await response.text());
}

async function main() {
  const { base, env, client } = await startOnFreshDatabase(options.database, args.pool ?? 10);

  const skuIds = await seedCatalogue(client);
  const buyers = await createBuyers(client, BUYERS + 1);
  const big = buyers.pop();
  // each of the 50 buyers works on 40 SKUs of its own (10 products' sizes), half of them in the cart
  for (const [i, buyer] of buyers.entries()) {
    buyer.skus = Array.from({ length: POOL }, (_, j) => skuIds[(i * 8 + j) % skuIds.length]);
    await fillCart(base, buyer, buyer.skus.slice(0, POOL / 2));
  }
  big.skus = skuIds.slice(0, BIG_CART);
  await fillCart(base, big, big.skus);

  const add = (state) => ({
    sku_id: (state.sku = pick(state.buyer.skus)),
    num: 1 + Math.floor(Math.random() * 3),
  });
  const set = (state) => ({
    sku_id: (state.sku = pick(state.buyer.skus)),
    num: 1 + Math.floor(Math.random() * 60),
  });
  const remove = (state) => ({ sku_ids: [(state.sku = pick(state.buyer.skus))] });
  const putBack = (state) => ({ sku_id: state.sku, num: 1 + Math.floor(Math.random() * 60) });

  const sample = { ...add({ buyer: big }) };
  const bytes = {
    add: await answerBytes(base, '/api/cart/add', sample, big),
    set: await answerBytes(base, '/api/cart/set', { sku_id: sample.sku_id, num: 7 }, big),
    del: await answerBytes(base, '/api/cart/del', { sku_ids: [sample.sku_id] }, big),
    list: await answerBytes(base, '/api/cart/index', {}, big),
  };
  await postJson(`${base}/api/cart/set`, { sku_id: sample.sku_id, num: 1 }, { token: big.token });
  const changeAnswer = await (
    await fetch(`${base}/api/cart/set`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: big.token },
      body: JSON.stringify({ sku_id: sample.sku_id, num: 2 }),
    })
  ).text();
  const bare = await startBareServer(env, changeAnswer, 'change.json');

  console.log(`\ncart changes — ${new Date().toISOString()}`);
  console.log(await machineLine(env));
  console.log(
    `${skuIds.length} SKUs (100 products × 4 sizes, breaks at 50 and 200 units); ${BUYERS} buyers of ${POOL} SKUs each (${POOL / 2} lines at start); one buyer of ${BIG_CART} lines; ${options.warmup} s warm-up + ${options.duration} s each`,
  );
  console.log(
    `answer bytes with the ${BIG_CART}-line cart: add ${bytes.add}, set ${bytes.set}, del ${bytes.del}; the whole cart (index) ${bytes.list}\n`,
  );
  const bigOnly = [big];
  const targets = [
    target(
      bare,
      `bare Fastify (${Buffer.byteLength(changeAnswer)} B, a set's answer)`,
      buyers,
      [['/bare', () => ({})]],
      BUYERS,
    ),
    target(base, '50 buyers: add', buyers, [['/api/cart/add', add]], BUYERS),
    target(base, '50 buyers: set', buyers, [['/api/cart/set', set]], BUYERS),
    target(
      base,
      '50 buyers: del + set back',
      buyers,
      [
        ['/api/cart/del', remove],
        ['/api/cart/set', putBack],
      ],
      BUYERS,
    ),
    target(base, '300 lines, 1 conn: add', bigOnly, [['/api/cart/add', add]], 1),
    target(base, '300 lines, 1 conn: set', bigOnly, [['/api/cart/set', set]], 1),
    target(
      base,
      '300 lines, 1 conn: del + set back',
      bigOnly,
      [
        ['/api/cart/del', remove],
        ['/api/cart/set', putBack],
      ],
      1,
    ),
    target(base, '300 lines, 50 conns: add', bigOnly, [['/api/cart/add', add]], BUYERS),
  ];
  const { rows, cpu } = await measureRows(targets, options, {
    before: (one) => (one.refused.count = 0),
    after: (one, row) => {
      row.failures += one.refused.count;
      row.non2xx += one.refused.count;
    },
  });
  const { rows: lines } = await client.query(`select count(*)::int as n from cart_items where user_id = $1`, [
    big.id,
  ]);
  console.log('');
  printTable(rows);
  console.log(`\nthe big cart holds ${lines[0].n} lines after the runs`);
  console.log(
    `\nCPU per request (server: the process that answered, the bare one on its row):\n${cpu.join('\n')}`,
  );
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

await runBenchmark(main);
