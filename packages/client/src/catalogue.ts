import type {
  CategoryListing,
  CategoryRequest,
  FavoriteResponse,
  FollowResponse,
  HomeResponse,
  MyListRequest,
  Paged,
  ProductCard,
  ProductDetail,
  ProductListRequest,
  ProductPage,
  ReviewListRequest,
  ReviewPage,
  SearchRequest,
  StoreCard,
  StoreInfo,
  StoreInfoRequest,
  StoreListRequest,
  StorePage,
} from '@market/contract';
import type { ApiClient } from './client.ts';

/** A toggle's new state with the server's translated message ("Collection success", ...). */
export type Toggled<T> = T & { message: string };

/**
 * The catalogue calls: products, stores, categories, search, and the caller's favourites and
 * follows (those four need a session). Each answers the envelope's data; toggles add its message.
 */
export function catalogueApi(client: ApiClient) {
  const data = async <T>(promise: Promise<{ data: T }>) => (await promise).data;
  const toggled = async <T>(promise: Promise<{ data: T; msg: string }>): Promise<Toggled<T>> => {
    const envelope = await promise;
    return { ...envelope.data, message: envelope.msg };
  };
  return {
    home: () => data(client.call<HomeResponse>('/api/index/index')),
    products: (body: ProductListRequest) => data(client.call<ProductPage>('/api/index/pro', body)),
    product: (id: number) => data(client.call<ProductDetail>('/api/index/pro_info', { id })),
    reviews: (body: ReviewListRequest) => data(client.call<ReviewPage>('/api/index/reviews', body)),
    searchProducts: (body: SearchRequest) =>
      data(client.call<Paged<ProductCard>>('/api/index/search_pro', body)),
    searchStores: (body: SearchRequest) =>
      data(client.call<Paged<StoreCard>>('/api/index/search_shop', body)),
    stores: (body: StoreListRequest) => data(client.call<StorePage>('/api/index/shops', body)),
    store: (body: StoreInfoRequest) => data(client.call<StoreInfo>('/api/index/shop_info', body)),
    category: (body: CategoryRequest) => data(client.call<CategoryListing>('/api/index/category', body)),
    toggleFollow: (shopId: number) =>
      toggled(client.call<FollowResponse>('/api/user/followers', { shop_id: shopId })),
    followedStores: (body: MyListRequest) =>
      data(client.call<Paged<StoreCard>>('/api/user/followers_list', body)),
    toggleFavorite: (productId: number) =>
      toggled(client.call<FavoriteResponse>('/api/user/collect', { product_id: productId })),
    favorites: (body: MyListRequest) => data(client.call<Paged<ProductCard>>('/api/user/collect_list', body)),
  };
}
export type CatalogueApi = ReturnType<typeof catalogueApi>;
