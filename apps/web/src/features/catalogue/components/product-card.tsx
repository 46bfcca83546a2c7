import type { ProductCard as Product } from '@market/contract';
import './catalogue.css';
import './catalogue-stores.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../format.ts';

/** Two columns on a phone, three from 560 px, in a shell at most 640 px wide. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 560px) 210px, 50vw';

/** A product in a list: picture, title, price and sales, opening the detail. */
export function ProductCard({
  product,
  action,
  sizes = PRODUCT_IMAGE_SIZES,
  badge,
  isEager = false,
}: {
  product: Product;
  action?: ReactNode;
  /** The `sizes` of the picture, where the card is not in the two-column grid. */
  sizes?: string;
  /** Shown over the picture, e.g. a rank. */
  badge?: ReactNode;
  /** In the first screen of the page: loaded at once, not when scrolled to (it is the largest paint). */
  isEager?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article className="product-card" data-testid="product-card" data-product-id={product.id}>
      <Link to={`/goods?id=${product.id}`} className="product-card-link">
        {badge}
        <img
          className="product-card-image"
          src={product.image}
          srcSet={product.srcset}
          sizes={sizes}
          loading={isEager ? 'eager' : 'lazy'}
          fetchPriority={isEager ? 'high' : 'auto'}
          decoding="async"
          width={320}
          height={320}
          alt=""
        />
        <h3 className="product-card-title" data-testid="product-card-title">
          {product.title}
        </h3>
        <p className="product-card-price">
          {product.has_tiers
            ? t('catalogue.fromPrice', { price: format.money(product.price) })
            : format.money(product.price)}
        </p>
        <p className="product-card-meta">{t('catalogue.sold', { value: format.count(product.sales) })}</p>
        {product.min_order_qty > 1 && (
          <p className="product-card-meta" data-testid="product-card-minimum">
            {t('catalogue.minOrder', { value: format.count(product.min_order_qty) })}
          </p>
        )}
      </Link>
      {action}
    </article>
  );
}
