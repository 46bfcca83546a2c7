import { Readable } from 'node:stream';
import { PRODUCT_IMPORT_MAX_BYTES, sellerProductCalls } from '@market/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { fail } from '../../lib/app-error.ts';
import { route } from '../../plugins/calls.ts';
import { exportCsv } from './seller-export.ts';
import { importProducts } from './seller-import.ts';
import { removeProduct, setStock, shelveProducts } from './seller-product-actions.ts';
import {
  getSellerProduct,
  listSellerProductPage,
  readableStoreId,
  saveSellerProduct,
} from './seller-products.ts';

/** The bytes of the multipart field `file` (the CSV to import). */
async function readCsvFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fail('msg.import_file_missing', { field: 'file' });
  let bytes: Buffer | undefined;
  try {
    const limits = { fileSize: PRODUCT_IMPORT_MAX_BYTES, files: 1, fields: 5 };
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file') bytes = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fail('msg.import_too_large', { field: 'file' });
    // busboy reports a malformed or cut-off body as a plain Error: the client's fault, not a 500
    if (error instanceof Error && !('statusCode' in error))
      throw fail('msg.import_unreadable', { field: 'file' });
    throw error;
  }
  if (!bytes || bytes.length === 0) throw fail('msg.import_file_missing', { field: 'file' });
  return bytes;
}

/** The merchant's product center: always the caller's own store (decision 027). */
export function sellerProductRoutes(ctx: AppContext) {
  const deps = { db: ctx.db, cache: ctx.catalogueCache };
  return [
    route(sellerProductCalls.list, ({ user, input }) => listSellerProductPage(deps, user.id, input)),
    route(sellerProductCalls.detail, ({ user, input }) => getSellerProduct(deps, user.id, input.id)),
    route(sellerProductCalls.save, ({ user, input }) => saveSellerProduct(deps, user.id, input), {
      message: 'msg.product_saved',
    }),
    route(sellerProductCalls.shelf, ({ user, input }) => shelveProducts(deps, user.id, input), {
      message: 'msg.products_shelved',
    }),
    route(sellerProductCalls.remove, ({ user, input }) => removeProduct(deps, user.id, input.id), {
      message: 'msg.product_deleted',
    }),
    route(sellerProductCalls.stock, ({ user, input }) => setStock(deps, user.id, input), {
      message: 'msg.stock_saved',
    }),
    route(sellerProductCalls.exportCsv, async ({ user, reply }) => {
      const storeId = await readableStoreId(deps, user.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${storeId}-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(exportCsv(ctx.db, storeId)));
    }),
    route(
      sellerProductCalls.importCsv,
      async ({ user, request }) =>
        importProducts(deps, user.id, await readCsvFile(request), (key, params) => request.t(key, params)),
      {
        message: (data) => (data.errors.length > 0 ? 'msg.import_refused' : 'msg.import_done'),
        perMinute: 10,
      },
    ),
  ];
}
