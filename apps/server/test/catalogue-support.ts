import type { Database } from '../src/db/client.ts';
import { buildCategory, buildProduct, buildReviews, buildStore } from './catalogue-builders.ts';
import { useTestApp } from './use-test-app.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A small catalogue: Shoes (Sneakers below it) and Bags; Pacific Trading with headphones (three
 * SKUs, five reviews) and sneakers; 义乌小商品批发 with a Chinese and a Japanese title and a product
 * withdrawn from sale. `ids` names the products: headphones, sneaker, boot, bag, hidden.
 */
async function buildCatalogue(db: Database) {
  const ids: Record<string, number> = {};
  const shoes = await buildCategory(db, { en: 'Shoes', ja: '靴' });
  const sneakers = await buildCategory(db, { pid: shoes.id, en: 'Sneakers' });
  const bags = await buildCategory(db, { en: 'Bags' });
  const storeA = await buildStore(db, { name: 'Pacific Trading', followerCount: 10 });
  const storeB = await buildStore(db, {
    name: '义乌小商品批发',
    followerCount: 3,
    createdAt: new Date(Date.now() + 1000),
  });
  const now = Date.now();
  const make = async (
    key: string,
    storeId: number,
    categoryId: number,
    fields: Parameters<typeof buildProduct>[2],
  ) => {
    ids[key] = (await buildProduct(db, { storeId, categoryId }, fields)).id;
  };
  await make('headphones', storeA.id, sneakers.id, {
    title: 'Wireless Bluetooth Headphones',
    sales: 300,
    createdAt: new Date(now - 3 * DAY),
    skus: [
      { size: 'S', color: 'Black', price: '25.5', stock: 10 },
      { size: 'S', color: 'White', price: '25.5', stock: 0 },
      { size: 'L', color: 'Black', price: '27', stock: 4 },
    ],
    freight: '3.50',
    taxRate: '0.05',
    description: '<p>Great <strong>sound</strong></p>',
  });
  await make('sneaker', storeA.id, sneakers.id, {
    title: 'Running Sneakers',
    price: '40',
    sales: 900,
    createdAt: new Date(now - DAY),
  });
  await make('boot', storeB.id, shoes.id, {
    title: '蓝牙耳机 无线',
    price: '8',
    sales: 50,
    createdAt: new Date(now - 10 * DAY),
  });
  await make('bag', storeB.id, bags.id, {
    title: 'ワイヤレスイヤホン 高音質',
    price: '15',
    sales: 10,
    createdAt: new Date(now),
  });
  await make('hidden', storeB.id, bags.id, { title: 'Withdrawn Headphones', price: '1', isOnSale: false });
  await buildReviews(db, ids.headphones!, [
    { stars: 5, withPhoto: true, name: 'Alexander' },
    { stars: 4 },
    { stars: 3 },
    { stars: 2, withPhoto: true },
    { stars: 1 },
  ]);
  return { shoes, sneakers, bags, storeA, storeB, ids };
}

/** The hooks of a catalogue test file: the app on that catalogue. */
export const useCatalogueTests = () => useTestApp(({ database }) => buildCatalogue(database));

/** The titles of a page of products, in order. */
export const titles = (body: { data: { list: { title: string }[] } }) =>
  body.data.list.map((item) => item.title);
