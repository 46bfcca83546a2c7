import { productDetail } from '@market/contract';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '../src/db/schema.ts';
import { titles } from './catalogue-support.ts';
import { buildUser, post } from './helper.ts';
import { buildBuyer, fund } from './order-support.ts';
import { exportCsv, importCsv, readCsv, useSellerTests } from './seller-support.ts';

const { ctx, call, create } = useSellerTests();

/** Linen Shirt in S/Red and M/Navy, with German, Arabic and Japanese titles and a German description. */
const translated = {
  title: 'Linen Shirt',
  skus: [
    { size: 'S', color: 'Red', price: '12.5', stock: 10 },
    { size: 'M', color: 'Navy', price: '10', stock: 5 },
  ],
  titles: { de: 'Leinenhemd', ar: 'قميص من الكتان', ja: 'リネンシャツ' },
  descriptions: { de: '<p>Kühles <strong>Leinen</strong></p><script>alert(1)</script>' },
};

const detailIn = async (id: number, lang: string) => {
  const { body } = await post(ctx.app, '/api/index/pro_info', { id }, { lang });
  expect(body.code).toBe(1);
  return productDetail.parse(body.data);
};

describe('product texts per language', () => {
  it('answers the detail in the caller language: title, description, variant values, shipment note', async () => {
    const { id } = await create(translated);
    const german = await detailIn(id, 'de-DE,de;q=0.9');
    expect(german).toMatchObject({
      title: 'Leinenhemd',
      description: '<p>Kühles <strong>Leinen</strong></p>',
      sizes: ['S', 'M'],
      colors: ['Rot', 'Marineblau'],
      shipment_note: 'Versand innerhalb von 24 Stunden nach der Bestellung',
    });
    expect(german.skus.map((sku) => sku.color)).toEqual(['Rot', 'Marineblau']);

    const arabic = await detailIn(id, 'ar');
    expect(arabic.title).toBe('قميص من الكتان');
    expect(arabic.colors).toEqual(['أحمر', 'كحلي']);
    expect(arabic.shipment_note).toContain('24');
    expect(arabic.shipment_note).not.toContain('Ships');
  });

  it('falls back to the base title and description for a language without text, still translating colours', async () => {
    const { id } = await create(translated);
    const french = await detailIn(id, 'fr');
    expect(french).toMatchObject({
      title: 'Linen Shirt',
      description: '<p>Cool <strong>linen</strong></p>',
      colors: ['Rouge', 'Bleu marine'],
      shipment_note: 'Expédié sous 24 heures après la commande',
    });
    const english = await detailIn(id, 'en');
    expect(english).toMatchObject({
      title: 'Linen Shirt',
      colors: ['Red', 'Navy'],
      shipment_note: 'Ships within 24 hours of the order',
    });
  });

  it('keeps a value the dictionary does not know as the seller wrote it', async () => {
    const { id } = await create({
      skus: [{ size: 'XL', color: 'Sunset Orange', price: '3', stock: 1 }],
    });
    expect((await detailIn(id, 'de')).colors).toEqual(['Sunset Orange']);
  });

  it('never answers one language from another language’s cached list, search, store page or home', async () => {
    const { id } = await create({ ...translated, title: 'Cache Probe Shirt' });
    const storeId = ctx.alpha.store.id;
    for (const [lang, title] of [
      ['de', 'Leinenhemd'],
      ['en', 'Cache Probe Shirt'],
      ['ja', 'リネンシャツ'],
      ['fr', 'Cache Probe Shirt'],
    ] as const) {
      const list = await post(ctx.app, '/api/index/pro', { shop_id: storeId }, { lang });
      const card = list.body.data.list.find((item: { id: number }) => item.id === id);
      expect(card?.title, `list ${lang}`).toBe(title);
      const store = await post(ctx.app, '/api/index/shop_info', { id: storeId }, { lang });
      const onStore = store.body.data.products.list.find((item: { id: number }) => item.id === id);
      expect(onStore?.title, `store ${lang}`).toBe(title);
      const search = await post(ctx.app, '/api/index/search_pro', { keyword: 'probe' }, { lang });
      expect(titles(search.body), `search ${lang}`).toEqual([title]);
      const home = await post(ctx.app, '/api/index/index', {}, { lang });
      const newest = home.body.data.daily_updates.find((item: { id: number }) => item.id === id);
      expect(newest?.title, `home ${lang}`).toBe(title);
    }
  });

  it('finds a product by its own title or its title in the caller language', async () => {
    await create({ ...translated, title: 'Findable Tunic', titles: { de: 'Auffindbare Tunika' } });
    const search = async (keyword: string, lang: string) =>
      titles((await post(ctx.app, '/api/index/search_pro', { keyword }, { lang })).body);
    expect(await search('tunika', 'de')).toEqual(['Auffindbare Tunika']);
    expect(await search('tunic', 'de')).toEqual(['Auffindbare Tunika']);
    expect(await search('tunic', 'en')).toEqual(['Findable Tunic']);
    // another language's title is not searched (decision 039: an index per language, the caller's)
    expect(await search('auffindbare', 'de')).toEqual(['Auffindbare Tunika']);
    expect(await search('auffindbare', 'en')).toEqual([]);
    const total = await post(ctx.app, '/api/index/search_pro', { keyword: 'auffindbare' }, { lang: 'fr' });
    expect(total.body.data.total).toBe(0);
  });

  it('shows cart lines in the caller language', async () => {
    const product = await create(translated);
    const buyer = await buildUser(ctx.database);
    const navy = product.skus.find((sku) => sku.color === 'Navy')!;
    await post(ctx.app, '/api/cart/add', { sku_id: navy.id, num: 2 }, { token: buyer.token });
    const { body } = await post(ctx.app, '/api/cart/index', {}, { token: buyer.token, lang: 'de' });
    expect(body.data.list).toEqual([
      expect.objectContaining({ title: 'Leinenhemd', size: 'M', color: 'Marineblau', num: 2 }),
    ]);
  });
});

describe('order lines per language', () => {
  it('shows checkout and order lines in the caller language; the stored line keeps the seller’s words', async () => {
    const product = await create(translated);
    const buyer = await buildBuyer(ctx);
    await fund(ctx, await buildUser(ctx.database, { role: 'admin' }), buyer.user.id, '100');
    const navy = product.skus.find((sku) => sku.color === 'Navy')!;
    const items = [{ product_id: product.id, sku_id: navy.id, num: 1 }];
    const german = { token: buyer.token, lang: 'de' };
    const line = expect.objectContaining({ title: 'Leinenhemd', size: 'M', color: 'Marineblau' });
    const preview = await post(ctx.app, '/api/order/confirm', { items, address_id: buyer.addressId }, german);
    expect(preview.body.data.orders[0].items).toEqual([line]);
    const created = await post(ctx.app, '/api/order/create', { items, address_id: buyer.addressId }, german);
    expect(created.body.data.orders[0].items).toEqual([line]);
    const orderId = created.body.data.orders[0].id;
    const listed = await post(ctx.app, '/api/order/index', {}, german);
    expect(listed.body.data.list[0].items).toEqual([line]);
    const detail = await post(ctx.app, '/api/order/detail', { id: orderId }, german);
    expect(detail.body.data.items).toEqual([line]);
    const english = await post(ctx.app, '/api/order/detail', { id: orderId }, { token: buyer.token });
    expect(english.body.data.items).toEqual([
      expect.objectContaining({ title: 'Linen Shirt', color: 'Navy' }),
    ]);
    // the line as stored, which the seller's screens read, keeps the seller's words
    const [stored] = await ctx.database.db
      .select({ title: orderItems.title, color: orderItems.color })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(stored).toEqual({ title: 'Linen Shirt', color: 'Navy' });
  });
});

describe('seller texts per language', () => {
  it('answers the texts it saved, sanitized, and keeps them when a save leaves them out', async () => {
    const product = await create(translated);
    const { body } = await call('detail', { id: product.id });
    expect(body.data.titles).toEqual(translated.titles);
    expect(body.data.descriptions).toEqual({ de: '<p>Kühles <strong>Leinen</strong></p>' });
    const { titles: _t, descriptions: _d, ...rest } = translated;
    const saved = await call('save', {
      ...rest,
      id: product.id,
      category_id: ctx.category.id,
      images: ctx.pictures,
      skus: product.skus.map(({ id, size, color }) => ({ id, size, color, price: '9', stock: 1 })),
    });
    expect(saved.body.code).toBe(1);
    expect(saved.body.data.titles).toEqual(translated.titles);
    expect(saved.body.data.descriptions).toEqual({ de: '<p>Kühles <strong>Leinen</strong></p>' });
    // sent descriptions replace the product's (stored a row per language): buyers read them at once
    const replaced = await call('save', {
      ...rest,
      id: product.id,
      category_id: ctx.category.id,
      images: ctx.pictures,
      skus: product.skus.map(({ id, size, color }) => ({ id, size, color, price: '9', stock: 1 })),
      descriptions: { fr: '<p>Lin frais</p>', ja: '<p>涼しいリネン</p>' },
    });
    expect(replaced.body.data.descriptions).toEqual({ fr: '<p>Lin frais</p>', ja: '<p>涼しいリネン</p>' });
    expect((await detailIn(product.id, 'fr')).description).toBe('<p>Lin frais</p>');
    expect((await detailIn(product.id, 'de')).description).toBe(replaced.body.data.description);
    const cleared = await call('save', {
      ...rest,
      id: product.id,
      category_id: ctx.category.id,
      images: ctx.pictures,
      skus: product.skus.map(({ id, size, color }) => ({ id, size, color, price: '9', stock: 1 })),
      titles: { de: '  ' },
      descriptions: {},
    });
    expect(cleared.body.data).toMatchObject({ titles: {}, descriptions: {} });
  });

  it('exports the titles by language and imports them: a cell replaces its language, an empty one keeps it', async () => {
    const product = await create(translated);
    const rows = readCsv((await exportCsv(ctx.app, ctx.alpha.token)).text) as unknown as Record<
      string,
      string
    >[];
    const mine = rows.filter((row) => row.product_id === String(product.id));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      title: 'Linen Shirt',
      title_de: 'Leinenhemd',
      title_ja: 'リネンシャツ',
      title_fr: '',
    });
    const file = stringify(
      mine.map((row) => ({ ...row, title_de: '', title_fr: 'Chemise en lin' })),
      { header: true, columns: Object.keys(mine[0]!) },
    );
    const imported = await importCsv(ctx.app, ctx.alpha.token, file);
    expect(imported.body.data).toMatchObject({ updated: 1, errors: [] });
    const { body } = await call('detail', { id: product.id });
    expect(body.data.titles).toEqual({ ...translated.titles, fr: 'Chemise en lin' });
    const tooLong = stringify([{ ...mine[0], title_ko: 'x'.repeat(121) }], {
      header: true,
      columns: Object.keys(mine[0]!),
    });
    const refused = await importCsv(ctx.app, ctx.alpha.token, tooLong);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ row: 2, field: 'title_ko' })]);
  });

  it.each([
    [{ titles: { xx: 'Hemd' } }, 'titles', 'language'],
    [{ titles: { de: 'x'.repeat(121) } }, 'titles', '120'],
    [{ descriptions: { 'pt-BR': '<p>Camisa</p>' } }, 'descriptions', 'language'],
    [{ titles: { de: 42 } }, 'titles', ''],
  ])('refuses %j naming the field', async (overrides, field, words) => {
    const { body } = await call('save', {
      title: 'Bad Texts',
      category_id: ctx.category.id,
      images: ctx.pictures,
      skus: [{ size: 'S', color: 'Red', price: '1', stock: 1 }],
      ...overrides,
    });
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ field });
    expect(body.msg).toContain(words);
  });
});
