import type { ProductCard as Product } from '@market/contract';
import { ProductCard } from '../components/product-card.tsx';

/** A row of products to swipe sideways; a rank badge on each when `isRanked`. */
export function ProductRow({ products, isRanked = false }: { products: Product[]; isRanked?: boolean }) {
  return (
    <div className="product-row">
      {products.map((product, index) => (
        <ProductCard
          key={product.id}
          product={product}
          sizes="(min-width: 560px) 200px, 40vw"
          badge={isRanked ? <span className="rank-badge">{index + 1}</span> : undefined}
        />
      ))}
    </div>
  );
}
