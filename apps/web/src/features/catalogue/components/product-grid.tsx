import type { ProductCard as Product } from '@market/contract';
import type { ReactNode } from 'react';
import { ProductCard } from './product-card.tsx';

export function ProductGrid({
  products,
  action,
  testId = 'product-grid',
}: {
  products: Product[];
  /** A control under each card, e.g. remove from favourites. */
  action?: (product: Product) => ReactNode;
  testId?: string;
}) {
  return (
    <div className="product-grid" data-testid={testId}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} action={action?.(product)} />
      ))}
    </div>
  );
}
