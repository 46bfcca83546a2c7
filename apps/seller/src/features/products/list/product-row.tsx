import type { SellerProductRow } from '@market/contract';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Switch from 'antd-mobile/es/components/switch';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatMoney } from '../format.ts';

/**
 * One product of the list: its picture and title open the edit form; the check box selects it for
 * the bulk actions; the switch puts it on or off shelf at once.
 */
export function ProductRow({
  product,
  isSelected,
  isShelving,
  onSelect,
  onShelf,
}: {
  product: SellerProductRow;
  isSelected: boolean;
  isShelving: boolean;
  onSelect: (isSelected: boolean) => void;
  onShelf: (onShelf: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="product-row" data-testid={`product-row-${product.id}`}>
      <Checkbox
        className="product-row-check"
        checked={isSelected}
        onChange={onSelect}
        data-testid={`product-select-${product.id}`}
      >
        {/* the box's name: antd-mobile puts an aria-label on its <label>, which names nothing */}
        <span className="visually-hidden">{t('products.list.select', { title: product.title })}</span>
      </Checkbox>
      <Link to={`/products/${product.id}`} className="product-row-main">
        <img
          className="product-row-image"
          src={product.image}
          srcSet={product.srcset || undefined}
          sizes="64px"
          alt=""
          loading="lazy"
          width={64}
          height={64}
        />
        <span className="product-row-text">
          <span className="product-row-title">{product.title}</span>
          <span className="product-row-price">{formatMoney(product.price)}</span>
          <span className="product-row-meta">
            {t('products.list.stock', { value: formatCount(product.stock) })}
            {' · '}
            {t('products.list.sales', { value: formatCount(product.sales) })}
          </span>
          {product.taken_down_reason && (
            <span className="product-row-taken-down" data-testid={`product-taken-down-${product.id}`}>
              {t('products.status.takenDown', { reason: product.taken_down_reason })}
            </span>
          )}
        </span>
      </Link>
      <div className="product-row-shelf">
        <Switch
          checked={product.on_shelf}
          loading={isShelving}
          // a product the platform took down goes back on shelf only when an admin restores it
          disabled={Boolean(product.taken_down_reason) && !product.on_shelf}
          onChange={onShelf}
          aria-label={t('products.list.onShelfOf', { title: product.title })}
          data-testid={`product-shelf-${product.id}`}
        />
        <span className={product.on_shelf ? 'shelf-label is-on' : 'shelf-label'}>
          {product.on_shelf ? t('products.status.onShelf') : t('products.status.offShelf')}
        </span>
      </div>
    </li>
  );
}
