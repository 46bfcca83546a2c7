import type { ProductDetail, Sku } from '@market/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTexts } from '../../../i18n/index.ts';
import type * as Sheet from './request-sheet.tsx';
import './request.css';

type SheetModule = typeof Sheet;
let sheetModule: Promise<SheetModule> | undefined;
// the form and its texts come with the first product page that shows the action, in their own chunk
const loadSheet = () => (sheetModule ??= withTexts('quotes', () => import('./request-sheet.tsx')));

/**
 * "Request a quote" on the product page (decision 051): a buyer asks the store for prices on some of
 * this product's SKUs and quantities. `onNeedLogin` answers whether a session is there (and offers
 * the login otherwise), as the page's other actions do.
 */
export function RequestQuote({
  product,
  sku,
  quantity,
  onNeedLogin,
}: {
  product: ProductDetail;
  /** The SKU chosen on the page, the request's first line; none yet is fine. */
  sku: Sku | undefined;
  quantity: number;
  onNeedLogin: () => boolean;
}) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<SheetModule>();
  const [isOpen, setIsOpen] = useState(false);
  // each opening starts a new draft from what the page has chosen by then
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    let isMounted = true;
    loadSheet().then(
      (loaded) => isMounted && setSheet(loaded),
      () => undefined,
    );
    return () => {
      isMounted = false;
    };
  }, []);
  // nothing until the texts are there: a key never shows in their place
  if (!sheet) return null;
  const { RequestSheet } = sheet;
  return (
    <section className="goods-section quote-entry" data-testid="quote-entry">
      <p className="quote-entry-text">{t('quote.entryText')}</p>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          if (!onNeedLogin()) return;
          setOpened((count) => count + 1);
          setIsOpen(true);
        }}
        data-testid="quote-request"
      >
        {t('quote.request')}
      </button>
      <RequestSheet
        key={opened}
        product={product}
        sku={sku}
        quantity={quantity}
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
      />
    </section>
  );
}
