// The catalogue's public entry: stores, products and their SKUs (the tables, for the cart's and the
// orders' joins and for foreign keys), how they are shown, the home sections, reviews and sales
// counters that orders add to, and the buyer's follows and favourites.
export { type CacheScope, CatalogueCache } from './cache.ts';
export { shareInvalidations } from './cache-sharing.ts';
export {
  countFavoriteProducts,
  countFollowedStores,
  listFavoriteProducts,
  listFollowedStores,
  toggleFavorite,
  toggleFollow,
} from './collection-queries.ts';
export { firstPageReader } from './first-page.ts';
export { getHomeSections } from './home.ts';
export { presentImage, presentProductCard, presentStoreCard } from './present.ts';
export { findProduct } from './product-queries.ts';
export { findTitlesIn, titleIn } from './product-texts.ts';
export { variantNameIn } from './variant-names.ts';
export { addReviews } from './review-queries.ts';
export { productSkus, products, stores } from './schema.ts';
export { skuOfferColumns } from './sku-columns.ts';
export {
  lineCeilingOf,
  loadSkuOffers,
  offerIssueOf,
  presentSkuShown,
  quantityRuleOf,
  settledQuantity,
  type SkuOffer,
} from './sku-offers.ts';
export { skuLadderOf, type SkuLadderTerms } from './wholesale-present.ts';
export {
  findOwnStore,
  findPublishingStore,
  isStoreNameTaken,
  openStore,
  type OwnStore,
  storeOfOwner,
} from './own-store.ts';
export { addTransactionAmount, findStore } from './store-queries.ts';
export { reopenStore, type StoreStatusChange, suspendStore } from './store-status.ts';
export { readableStoreId } from './seller-products.ts';
