import type { ProductCard as Product } from '@market/contract';
import type { ReactNode } from 'react';
import { useGrowingCount } from '../../../lib/use-growing-count.ts';
import { ProductCard } from './product-card.tsx';

export function ProductGrid({
  products,
  action,
  testId = 'product-grid',
  eagerCount = 0,
  firstCount = Infinity,
}: {
  products: Product[];
  /** A control under each card, e.g. remove from favourites. */
  action?: (product: Product) => ReactNode;
  testId?: string;
  /** How many cards start the first screen: their pictures load at once (the largest paint). */
  eagerCount?: number;
  /** How many cards the first render holds; the rest follow a few a task (`useGrowingCount`). */
  firstCount?: number;
}) {
  const shown = useGrowingCount(products.length, firstCount);
  return (
    <div className="product-grid" data-testid={testId}>
      {(shown < products.length ? products.slice(0, shown) : products).map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          action={action?.(product)}
          isEager={index < eagerCount}
        />
      ))}
    </div>
  );
}
