import { PRODUCT_CSV_COLUMNS } from '@market/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { buildCategory, buildStore } from './catalogue-builders.ts';
import { buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { plainPng, uploadImage } from './upload-support.ts';
import { useTestApp } from './use-test-app.ts';

let colour = 0;

/** A merchant with an open store, straight in the database (the application flow is tested apart). */
export async function buildMerchant(ctx: TestContext, name = `Seller ${(colour += 1)}`) {
  const merchant = await buildUser(ctx.database, { role: 'merchant' });
  const store = await buildStore(ctx.database, { ownerId: merchant.user.id, name });
  return { ...merchant, store };
}
export type Merchant = Awaited<ReturnType<typeof buildMerchant>>;

/** A picture uploaded by `user` through the real upload call: its `/uploads/<hash>.webp` URL. */
export async function uploadPicture(app: FastifyInstance, user: TestUser): Promise<string> {
  colour += 1;
  const { body } = await uploadImage(app, user.token, await plainPng(64, 48, colour));
  if (body.code !== 1) throw new Error(`upload failed: ${body.msg}`);
  return body.data.url as string;
}

/** A valid save body: two SKUs (S/Red 12.5, M/Red 10), on shelf; `overrides` replace fields. */
export function productBody(categoryId: number, images: string[], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Linen Shirt',
    category_id: categoryId,
    images,
    description: '<p>Cool <strong>linen</strong></p><script>alert(1)</script>',
    freight: '2.5',
    skus: [
      { size: 'S', color: 'Red', price: '12.5', stock: 10 },
      { size: 'M', color: 'Red', price: '10', stock: 5 },
    ],
    ...overrides,
  };
}

/**
 * The hooks of a seller product test file: the app, a category, a merchant (Alpha) with two
 * uploaded pictures, a second merchant (Beta) and a buyer; `call` posts as Alpha by default.
 */
export function useSellerTests() {
  const ctx = useTestApp(async (ctx) => {
    const category = await buildCategory(ctx.database, { en: 'Shirts' });
    const alpha = await buildMerchant(ctx, 'Alpha Textiles');
    const beta = await buildMerchant(ctx, 'Beta Goods');
    const buyer = await buildUser(ctx.database);
    const pictures = [await uploadPicture(ctx.app, alpha), await uploadPicture(ctx.app, alpha)];
    return { category, alpha, beta, buyer, pictures };
  });
  const call = (path: string, body: unknown = {}, user: TestUser | null = ctx.alpha) =>
    post(ctx.app, `/api/seller/product/${path}`, body, user ? { token: user.token } : {});
  /** Saves a product as Alpha (or `user`), failing the test when it is refused. */
  const create = async (overrides: Record<string, unknown> = {}, user: TestUser = ctx.alpha) => {
    const { body } = await call('save', productBody(ctx.category.id, ctx.pictures, overrides), user);
    if (body.code !== 1) throw new Error(`save failed: ${body.msg} (${JSON.stringify(body.data)})`);
    return body.data as { id: number; skus: { id: number; size: string; color: string }[] };
  };
  return { ctx, call, create };
}

/** Sends a CSV to the import as a browser's FormData does, as `file`. */
export async function importCsv(app: FastifyInstance, token: string, text: string, lang?: string) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'products.csv');
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: '/api/seller/product/import',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      token,
      ...(lang && { 'accept-language': lang }),
    },
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: any } };
}

/** The store's CSV as the export call answers it. */
export async function exportCsv(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'GET', url: '/api/seller/product/export', headers: { token } });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

/** A CSV row by column, as the export writes it. */
export type CsvRow = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;
export const readCsv = (text: string) => parse(text, { bom: true, columns: true }) as CsvRow[];
export const writeCsv = (rows: Partial<CsvRow>[]) =>
  stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });
