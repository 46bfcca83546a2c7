import { PageHeader } from '@market/app-kit/page-header';
import { ApiError } from '@market/client';
import type { SellerSku } from '@market/contract';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Toast from 'antd-mobile/es/components/toast';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { productKeys } from './api/keys.ts';
import { sellerProducts } from './api/products-api.ts';
import { useSetStock } from './api/use-bulk.ts';
import { productQuery } from './api/use-product.ts';
import { changedItems, type StockEdits, stockSlotOf } from './stock/stock-changes.ts';
import { StockGrid } from './stock/stock-grid.tsx';
import './products.css';
import './product-form.css';

const STOCK_PAGE_SIZE = 10;

/**
 * The products the grid shows: those picked in the list (`?ids=`), else the store's products ten
 * at a time (`?page=`), newest first.
 */
function useGridProducts() {
  const [params, setParams] = useSearchParams();
  const picked = (params.get('ids') ?? '')
    .split(',')
    .filter((id) => /^\d+$/.test(id))
    .map(Number);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: [...productKeys.lists(), 'stock', page],
    queryFn: () => sellerProducts.list({ page, limit: STOCK_PAGE_SIZE }),
    enabled: picked.length === 0,
  });
  const ids = picked.length > 0 ? picked : (list.data?.list.map((row) => row.id) ?? []);
  const details = useQueries({ queries: ids.map((id) => productQuery(id)) });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / STOCK_PAGE_SIZE)) : 1;
  const goTo = (next: number) => setParams({ page: String(next) }, { replace: true });
  return { list, details, isPicked: picked.length > 0, page, pages, goTo };
}

/** /products/stock: prices and stock of many SKUs in one grid, saved all at once (or none). */
export default function StockPage() {
  const { t } = useTranslation();
  const { list, details, isPicked, page, pages, goTo } = useGridProducts();
  const [edits, setEdits] = useState<StockEdits>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setStock = useSetStock();
  const products = details.flatMap((query) => (query.data ? [query.data] : []));
  // every SKU shown so far: a change typed on another page is still saved with the rest
  const seen = useRef(new Map<number, SellerSku>());
  for (const query of details) for (const sku of query.data?.skus ?? []) seen.current.set(sku.id, sku);
  const skus = seen.current;
  const items = changedItems(edits, skus);
  const isLoading = (!isPicked && list.isPending) || details.some((query) => query.isPending);

  const edit = (skuId: number, patch: { price?: string; stock?: string }) => {
    setEdits((current) => ({ ...current, [skuId]: { ...current[skuId], ...patch } }));
    setErrors({});
  };

  const saveAll = async () => {
    try {
      const { updated } = await setStock.mutateAsync({ items });
      setEdits({});
      Toast.show({ icon: 'success', content: t('products.stock.saved', { n: updated }) });
    } catch (error) {
      const slot = error instanceof ApiError && error.field ? stockSlotOf(error.field, items) : undefined;
      if (slot && error instanceof Error) setErrors({ [slot]: error.message });
    }
  };

  return (
    <div className="stock-page" data-testid="stock-page">
      <PageHeader backTo="/products">{t('products.stock.title')}</PageHeader>
      <p className="product-hint">{t('products.stock.lead')}</p>
      {isLoading && (
        <div className="page-center">
          <DotLoading color="primary" />
        </div>
      )}
      {list.isError && <ErrorBlock status="disconnected" title={t('common.loadFailed')} description="" />}
      {!isLoading && products.length === 0 && (
        <ErrorBlock status="empty" title={t('products.list.empty')} description="" />
      )}
      {products.map((product) => (
        <StockGrid key={product.id} product={product} edits={edits} errors={errors} onEdit={edit} />
      ))}
      {!isPicked && pages > 1 && (
        <nav className="stock-pager" aria-label={t('products.stock.pages')}>
          <Button size="small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('products.stock.previous')}
          </Button>
          <span>{t('products.stock.pageOf', { page, pages })}</span>
          <Button size="small" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('products.stock.next')}
          </Button>
        </nav>
      )}
      <div className="stock-save-bar">
        <span data-testid="stock-changes">{t('products.stock.changes', { n: items.length })}</span>
        <Button
          color="primary"
          disabled={items.length === 0}
          loading={setStock.isPending}
          onClick={() => void saveAll()}
          data-testid="stock-save"
        >
          {t('products.stock.saveAll')}
        </Button>
      </div>
    </div>
  );
}
