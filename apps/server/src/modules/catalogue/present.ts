import {
  type Image,
  type ProductCard,
  type Review,
  type ReviewKind,
  type StoreCard,
  UPLOAD_WIDTHS,
} from '@market/contract';
import type { StoredImage } from '../upload/index.ts';
import type { productReviews, products } from './schema.ts';
import { formatMoney } from '../../lib/money.ts';

export function presentImage(image: StoredImage | null | undefined): Image {
  if (!image) return { url: '', srcset: '' };
  const url = `/uploads/${image.hash}.webp`;
  const smaller = UPLOAD_WIDTHS.filter((width) => width < image.width).map(
    (width) => `/uploads/${image.hash}-${width}.webp ${width}w`,
  );
  return { url, srcset: [...smaller, `${url} ${image.width}w`].join(', ') };
}

/** Percent of 4–5 star reviews with one decimal; a store nobody reviewed yet shows 100. */
export function positiveRate(reviewCount: number, positiveCount: number): string {
  if (reviewCount === 0) return '100';
  return String(Math.round((positiveCount * 1000) / reviewCount) / 10);
}

export interface ProductCardRow {
  id: number;
  title: string;
  images: StoredImage[];
  price: string;
  sales: number;
  storeId: number;
  storeName: string;
  hasTiers: boolean;
  minOrderQty: number;
  orderMultiple: number;
}

export function presentProductCard(row: ProductCardRow): ProductCard {
  const image = presentImage(row.images[0]);
  return {
    id: row.id,
    title: row.title,
    image: image.url,
    srcset: image.srcset,
    price: formatMoney(row.price),
    sales: row.sales,
    shop_id: row.storeId,
    shop_name: row.storeName,
    has_tiers: row.hasTiers,
    min_order_qty: row.minOrderQty,
    order_multiple: row.orderMultiple,
  };
}

export interface StoreCardRow {
  id: number;
  name: string;
  logo: StoredImage | null;
  sellCount: number;
  productCount: number;
  followerCount: number;
  reputation: number;
  creditScore: number;
  reviewCount: number;
  positiveCount: number;
}

export function presentStoreCard(row: StoreCardRow): StoreCard {
  const logo = presentImage(row.logo);
  return {
    id: row.id,
    name: row.name,
    logo: logo.url,
    logo_srcset: logo.srcset,
    sell_count: row.sellCount,
    product_count: row.productCount,
    follower_count: row.followerCount,
    reputation: row.reputation,
    credit_score: row.creditScore,
    positive_rate: positiveRate(row.reviewCount, row.positiveCount),
  };
}

/** "Alexander" → "A***r": reviews show who wrote them without giving the name away. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars.at(-1)}`;
}

/** How many reviews each filter finds, from the counters kept on the product. */
export function reviewCountsOf(
  product: Pick<
    typeof products.$inferSelect,
    'reviewCount' | 'pictureCount' | 'negativeCount' | 'midCount' | 'positiveCount'
  >,
): Record<ReviewKind, number> {
  return {
    all: product.reviewCount,
    pictures: product.pictureCount,
    negative: product.negativeCount,
    mid: product.midCount,
    positive: product.positiveCount,
  };
}

export function presentReview(row: typeof productReviews.$inferSelect): Review {
  return {
    id: row.id,
    reviewer: maskName(row.reviewerName),
    stars: row.stars,
    content: row.content,
    images: row.images.map(presentImage),
    variant: row.variant,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
