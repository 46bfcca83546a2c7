import type { ProductCard as Product } from '@market/contract';
import type { ReactNode } from 'react';
import { InfiniteList, type PagedQuery } from '../../../components/infinite-list.tsx';
import { useGrowingCount } from '../../../lib/use-growing-count.ts';
import { ProductGrid } from './product-grid.tsx';
import { ProductGridSkeleton } from './skeletons.tsx';

/** The products of an infinite query as a grid: its skeleton while the first page loads, `empty` if none. */
export function InfiniteProductGrid({
  query,
  products,
  empty,
  testId,
  eagerCount,
  firstCount = Infinity,
}: {
  query: PagedQuery;
  products: Product[];
  empty: ReactNode;
  testId?: string;
  eagerCount?: number;
  /** How many cards the first render holds; the rest follow a few a task, then the next page may load. */
  firstCount?: number;
}) {
  const shown = useGrowingCount(products.length, firstCount);
  return (
    <InfiniteList
      query={query}
      count={products.length}
      skeleton={<ProductGridSkeleton />}
      empty={empty}
      testId={testId}
      isGrowing={shown < products.length}
    >
      <ProductGrid
        products={shown < products.length ? products.slice(0, shown) : products}
        eagerCount={eagerCount}
      />
    </InfiniteList>
  );
}
