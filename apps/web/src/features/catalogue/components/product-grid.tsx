import type { ProductCard as Product } from '@market/contract';
import type { ReactNode } from 'react';
import { ProductCard } from './product-card.tsx';

export function ProductGrid({
  products,
  action,
  testId = 'product-grid',
  eagerCount = 0,
}: {
  products: Product[];
  /** A control under each card, e.g. remove from favourites. */
  action?: (product: Product) => ReactNode;
  testId?: string;
  /** How many cards start the first screen: their pictures load at once (the largest paint). */
  eagerCount?: number;
}) {
  return (
    <div className="product-grid" data-testid={testId}>
      {products.map((product, index) => (
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
