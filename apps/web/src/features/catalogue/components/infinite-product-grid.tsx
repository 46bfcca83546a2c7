import type { ProductCard as Product } from '@market/contract';
import type { ReactNode } from 'react';
import { InfiniteList, type PagedQuery } from '../../../components/infinite-list.tsx';
import { ProductGrid } from './product-grid.tsx';
import { ProductGridSkeleton } from './skeletons.tsx';

/** The products of an infinite query as a grid: its skeleton while the first page loads, `empty` if none. */
export function InfiniteProductGrid({
  query,
  products,
  empty,
  testId,
  eagerCount,
}: {
  query: PagedQuery;
  products: Product[];
  empty: ReactNode;
  testId?: string;
  eagerCount?: number;
}) {
  return (
    <InfiniteList
      query={query}
      count={products.length}
      skeleton={<ProductGridSkeleton />}
      empty={empty}
      testId={testId}
    >
      <ProductGrid products={products} eagerCount={eagerCount} />
    </InfiniteList>
  );
}
