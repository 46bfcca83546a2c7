import { z } from 'zod';
import { defineCall } from '../common/call.ts';
import {
  sellerImportResponse,
  sellerProductDetail,
  sellerProductIdRequest,
  sellerProductListRequest,
  sellerProductPage,
  sellerProductRemoveResponse,
  sellerProductSaveRequest,
  sellerProductShelfRequest,
  sellerProductShelfResponse,
  sellerStockRequest,
  sellerStockResponse,
} from './products.ts';

const tags = ['seller'];
const access = 'merchant' as const;

/** The product center of the merchant's store: always the caller's own store's products. */
export const sellerProductCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/seller/product/index',
    access,
    tags,
    summary: 'The store’s products, newest first, by title and shelf status',
    request: sellerProductListRequest,
    response: sellerProductPage,
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/seller/product/detail',
    access,
    tags,
    summary: 'One of the store’s products with everything its edit form shows',
    request: sellerProductIdRequest,
    response: sellerProductDetail,
  }),
  save: defineCall({
    method: 'POST',
    path: '/api/seller/product/save',
    access,
    tags,
    summary:
      'Create a product (no id) or update one: title, category, 1–9 uploaded pictures, description, freight, 1–100 SKUs',
    request: sellerProductSaveRequest,
    response: sellerProductDetail,
  }),
  shelf: defineCall({
    method: 'POST',
    path: '/api/seller/product/shelf',
    access,
    tags,
    summary: 'Put products on or off shelf (all of them or none)',
    request: sellerProductShelfRequest,
    response: sellerProductShelfResponse,
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/seller/product/delete',
    access,
    tags,
    summary: 'Delete a product: it leaves the catalogue for good, its orders keep their lines',
    request: sellerProductIdRequest,
    response: sellerProductRemoveResponse,
  }),
  stock: defineCall({
    method: 'POST',
    path: '/api/seller/product/stock',
    access,
    tags,
    summary: 'Set the price and stock of SKUs (all of them or none)',
    request: sellerStockRequest,
    response: sellerStockResponse,
  }),
  exportCsv: defineCall({
    method: 'GET',
    path: '/api/seller/product/export',
    access,
    tags,
    summary: 'The store’s products as CSV (UTF-8 with BOM), one row per SKU',
    response: z.string(),
    binary: true,
  }),
  importCsv: defineCall({
    method: 'POST',
    path: '/api/seller/product/import',
    access,
    tags,
    summary:
      'Create and update products from a CSV (multipart, field file) in the export’s columns; all rows or none',
    response: sellerImportResponse,
  }),
};
