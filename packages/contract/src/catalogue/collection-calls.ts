import { defineCall } from '../common/call.ts';
import {
  favoritePage,
  favoriteRequest,
  favoriteResponse,
  followedStorePage,
  followRequest,
  followResponse,
  myListRequest,
} from './follows.ts';

const tags = ['collection'];

/** Followed stores and favourite products: each the caller's own, toggled by one call. */
export const collectionCalls = {
  follow: defineCall({
    method: 'POST',
    path: '/api/user/followers',
    access: 'user',
    tags,
    summary: 'Follow a store, or unfollow it when already followed',
    request: followRequest,
    response: followResponse,
  }),
  followedStores: defineCall({
    method: 'POST',
    path: '/api/user/followers_list',
    access: 'user',
    tags,
    summary: 'The stores the caller follows, latest first',
    request: myListRequest,
    response: followedStorePage,
  }),
  favorite: defineCall({
    method: 'POST',
    path: '/api/user/collect',
    access: 'user',
    tags,
    summary: 'Add a product to favourites, or remove it when already there',
    request: favoriteRequest,
    response: favoriteResponse,
  }),
  favorites: defineCall({
    method: 'POST',
    path: '/api/user/collect_list',
    access: 'user',
    tags,
    summary: "The caller's favourite products, latest first",
    request: myListRequest,
    response: favoritePage,
  }),
};
