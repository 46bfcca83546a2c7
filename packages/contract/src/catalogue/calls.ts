import { defineCall } from '../common/call.ts';
import { categoryListing, categoryRequest } from './categories.ts';
import { productDetail, productDetailRequest } from './product-detail.ts';
import { productListRequest, productPage } from './products.ts';
import { reviewListRequest, reviewPage } from './reviews.ts';
import { productSearchPage, searchRequest, storeSearchPage } from './search.ts';
import { storeInfo, storeInfoRequest, storeListRequest, storePage } from './stores.ts';

const tags = ['catalogue'];

/** What anyone may browse: products, stores, categories and reviews. */
export const catalogueCalls = {
  products: defineCall({
    method: 'POST',
    path: '/api/index/pro',
    access: 'visitor',
    tags,
    summary: 'Products, filtered by category, price and store, sorted',
    request: productListRequest,
    response: productPage,
  }),
  product: defineCall({
    method: 'POST',
    path: '/api/index/pro_info',
    access: 'visitor',
    tags,
    summary: 'Product detail with variants, store and review counts',
    request: productDetailRequest,
    response: productDetail,
  }),
  reviews: defineCall({
    method: 'POST',
    path: '/api/index/reviews',
    access: 'visitor',
    tags,
    summary: "A product's reviews: all, with pictures, negative, mid or positive",
    request: reviewListRequest,
    response: reviewPage,
  }),
  searchProducts: defineCall({
    method: 'POST',
    path: '/api/index/search_pro',
    access: 'visitor',
    tags,
    summary: 'Product search by relevance (full text, prefixes, typos, CJK)',
    request: searchRequest,
    response: productSearchPage,
  }),
  searchStores: defineCall({
    method: 'POST',
    path: '/api/index/search_shop',
    access: 'visitor',
    tags,
    summary: 'Store search by relevance',
    request: searchRequest,
    response: storeSearchPage,
  }),
  stores: defineCall({
    method: 'POST',
    path: '/api/index/shops',
    access: 'visitor',
    tags,
    summary: 'Stores, by sales, followers or newest',
    request: storeListRequest,
    response: storePage,
  }),
  store: defineCall({
    method: 'POST',
    path: '/api/index/shop_info',
    access: 'visitor',
    tags,
    summary: 'A store and its products, searchable within',
    request: storeInfoRequest,
    response: storeInfo,
  }),
  category: defineCall({
    method: 'POST',
    path: '/api/index/category',
    access: 'visitor',
    tags,
    summary: 'A category with its path and two levels of sub-categories (pid 0: the top level)',
    request: categoryRequest,
    response: categoryListing,
  }),
};
