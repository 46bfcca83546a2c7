import type { ProductDetail } from '@market/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasGrid } from './bulk-grid.ts';
import './bulk-entry.css';

// the grid, its sheet and styles come in their own chunk on the first tap: the product page (and
// so the home route) loads only this button (decision 048)
const BulkSheet = lazy(() => import('./bulk-sheet.tsx'));

/**
 * "Bulk order" on the product page of a product sold in several sizes or colours: a sheet with a
 * sizes × colours grid whose lines go into the cart in one call. `onNeedLogin` answers whether a
 * session is there (and offers the login otherwise), as the page's other actions do.
 */
export function BulkOrder({
  product,
  inCart,
  onNeedLogin,
}: {
  product: ProductDetail;
  /** What the cart holds of the product already (it counts towards the grid's tiers). */
  inCart: number;
  onNeedLogin: () => boolean;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  if (!hasGrid(product)) return null;
  return (
    <section className="goods-section bulk-entry" data-testid="bulk-entry">
      <p className="bulk-entry-text">{t('wholesale.grid.entryText')}</p>
      <button
        type="button"
        className="bulk-button"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        data-testid="bulk-open"
      >
        {t('wholesale.grid.open')}
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <BulkSheet
            product={product}
            inCart={inCart}
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            onNeedLogin={onNeedLogin}
          />
        </Suspense>
      )}
    </section>
  );
}
