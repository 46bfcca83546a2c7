import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The actions on the selected products, fixed above the tab bar while any is selected: on or off
 * shelf (all of them or none), their prices and stock in one grid, or clear the selection.
 */
export function BulkBar({
  ids,
  isBusy,
  onShelf,
  onClear,
}: {
  ids: number[];
  isBusy: boolean;
  onShelf: (onShelf: boolean) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (ids.length === 0) return null;
  return (
    <div className="bulk-bar" role="region" aria-label={t('products.bulk.title')} data-testid="bulk-bar">
      <span className="bulk-count" data-testid="bulk-count">
        {t('products.bulk.selected', { n: ids.length })}
      </span>
      <div className="bulk-actions">
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={isBusy}
          onClick={() => onShelf(true)}
          data-testid="bulk-on-shelf"
        >
          {t('products.bulk.onShelf')}
        </Button>
        <Button
          size="small"
          fill="outline"
          loading={isBusy}
          onClick={() => onShelf(false)}
          data-testid="bulk-off-shelf"
        >
          {t('products.bulk.offShelf')}
        </Button>
        <Link className="bulk-link" to={`/products/stock?ids=${ids.join(',')}`} data-testid="bulk-stock">
          {t('products.bulk.priceStock')}
        </Link>
        <button
          type="button"
          className="icon-button"
          onClick={onClear}
          aria-label={t('products.bulk.clear')}
          data-testid="bulk-clear"
        >
          ×
        </button>
      </div>
    </div>
  );
}
