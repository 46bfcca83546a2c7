import type { SellerProductDetail } from '@market/contract';
import { useTranslation } from 'react-i18next';
import type { StockEdits } from './stock-changes.ts';

/** One product's SKUs in the bulk grid: a row each, its price and stock as typed or as saved. */
export function StockGrid({
  product,
  edits,
  errors,
  onEdit,
}: {
  product: SellerProductDetail;
  edits: StockEdits;
  errors: Record<string, string>;
  onEdit: (skuId: number, patch: { price?: string; stock?: string }) => void;
}) {
  const { t } = useTranslation();
  const cover = product.images[0];
  return (
    <section className="stock-product" data-testid={`stock-product-${product.id}`}>
      <h2 className="stock-product-title">
        {cover && (
          <img
            src={cover.url}
            srcSet={cover.srcset || undefined}
            sizes="40px"
            alt=""
            width={40}
            height={40}
          />
        )}
        <span>{product.title}</span>
      </h2>
      <div className="sku-grid is-stock" role="table" aria-label={product.title}>
        <div className="sku-row sku-head" role="row">
          <span role="columnheader">{t('products.variants.variant')}</span>
          <span role="columnheader">{t('products.variants.price')}</span>
          <span role="columnheader">{t('products.variants.stock')}</span>
        </div>
        {product.skus.map((sku) => {
          const name = `${sku.size} / ${sku.color}`;
          const edit = edits[sku.id] ?? {};
          const priceError = errors[`${sku.id}.price`];
          const stockError = errors[`${sku.id}.stock`];
          return (
            <div className="sku-row" role="row" key={sku.id} data-testid={`stock-sku-${sku.id}`}>
              <span role="cell" className="sku-name">
                <bdi>{name}</bdi>
              </span>
              <span role="cell">
                <input
                  inputMode="decimal"
                  value={edit.price ?? sku.price}
                  aria-label={t('products.variants.priceOf', { name })}
                  aria-invalid={Boolean(priceError)}
                  className={edit.price === undefined ? undefined : 'is-edited'}
                  onChange={(event) => onEdit(sku.id, { price: event.target.value })}
                  data-testid={`stock-price-${sku.id}`}
                />
                {priceError && (
                  <span className="sku-cell-error" role="alert">
                    {priceError}
                  </span>
                )}
              </span>
              <span role="cell">
                <input
                  inputMode="numeric"
                  value={edit.stock ?? String(sku.stock)}
                  aria-label={t('products.variants.stockOf', { name })}
                  aria-invalid={Boolean(stockError)}
                  className={edit.stock === undefined ? undefined : 'is-edited'}
                  onChange={(event) => onEdit(sku.id, { stock: event.target.value })}
                  data-testid={`stock-stock-${sku.id}`}
                />
                {stockError && (
                  <span className="sku-cell-error" role="alert" data-testid={`stock-error-${sku.id}`}>
                    {stockError}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </div>
    </section>
  );
}
