import type { ProductCard as Product } from '@market/contract';
import { useGrowingCount } from '../../../lib/use-growing-count.ts';
import { ProductCard } from '../components/product-card.tsx';

/** A row of products to swipe sideways; a rank badge on each when `isRanked`. */
export function ProductRow({
  products,
  isRanked = false,
  eagerCount = 0,
  firstCount = Infinity,
}: {
  products: Product[];
  isRanked?: boolean;
  /** How many pictures, from the first, are on the first screen. */
  eagerCount?: number;
  /** How many cards the first render holds; the rest follow a few a task (`useGrowingCount`). */
  firstCount?: number;
}) {
  const shown = useGrowingCount(products.length, firstCount);
  return (
    <div className="product-row">
      {(shown < products.length ? products.slice(0, shown) : products).map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          sizes="(min-width: 560px) 200px, 40vw"
          isEager={index < eagerCount}
          badge={isRanked ? <span className="rank-badge">{index + 1}</span> : undefined}
        />
      ))}
    </div>
  );
}
