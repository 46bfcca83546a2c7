import {
  categoryListing,
  categoryRequest,
  envelopeOf,
  productDetail,
  productDetailRequest,
  productListRequest,
  productPage,
  productSearchPage,
  reviewListRequest,
  reviewPage,
  searchRequest,
  storeInfo,
  storeInfoRequest,
  storeListRequest,
  storePage,
  storeSearchPage,
} from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import * as catalogue from './service.ts';

const tags = ['catalogue'];

export function catalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const deps = { db, cache: ctx.catalogueCache };
  return async (app) => {
    app.post(
      '/api/index/pro',
      {
        schema: {
          tags,
          summary: 'Products, filtered by category, price and store, sorted',
          body: productListRequest,
          response: { 200: envelopeOf(productPage) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await catalogue.listProducts(deps, request.body),
      }),
    );

    app.post(
      '/api/index/pro_info',
      {
        schema: {
          tags,
          summary: 'Product detail with variants, store and review counts',
          body: productDetailRequest,
          response: { 200: envelopeOf(productDetail) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await catalogue.getProductDetail(deps, request.body.id, request.auth?.id ?? null),
      }),
    );

    app.post(
      '/api/index/reviews',
      {
        schema: {
          tags,
          summary: "A product's reviews: all, with pictures, negative, mid or positive",
          body: reviewListRequest,
          response: { 200: envelopeOf(reviewPage) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await catalogue.listProductReviews(db, request.body),
      }),
    );

    app.post(
      '/api/index/search_pro',
      {
        schema: {
          tags,
          summary: 'Product search by relevance (full text, prefixes, typos, CJK)',
          body: searchRequest,
          response: { 200: envelopeOf(productSearchPage) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await catalogue.searchProductPage(deps, request.body),
      }),
    );

    app.post(
      '/api/index/search_shop',
      {
        schema: {
          tags,
          summary: 'Store search by relevance',
          body: searchRequest,
          response: { 200: envelopeOf(storeSearchPage) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await catalogue.searchStorePage(deps, request.body),
      }),
    );

    app.post(
      '/api/index/shops',
      {
        schema: {
          tags,
          summary: 'Stores, by sales, followers or newest',
          body: storeListRequest,
          response: { 200: envelopeOf(storePage) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await catalogue.listStorePage(deps, request.body),
      }),
    );

    app.post(
      '/api/index/shop_info',
      {
        schema: {
          tags,
          summary: 'A store and its products, searchable within',
          body: storeInfoRequest,
          response: { 200: envelopeOf(storeInfo) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await catalogue.getStoreInfo(deps, request.body, request.auth?.id ?? null),
      }),
    );

    app.post(
      '/api/index/category',
      {
        schema: {
          tags,
          summary: 'A category with its path and two levels of sub-categories (pid 0: the top level)',
          body: categoryRequest,
          response: { 200: envelopeOf(categoryListing) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await catalogue.getCategoryListing(deps, request.body.pid, request.lang),
      }),
    );
  };
}
