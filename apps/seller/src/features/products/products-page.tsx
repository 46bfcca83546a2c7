import type { SellerImportResponse } from '@market/contract';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Toast from 'antd-mobile/es/components/toast';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ProductListFilter } from './api/keys.ts';
import { useShelf } from './api/use-bulk.ts';
import { useProductList } from './api/use-product-list.ts';
import { BulkBar } from './list/bulk-bar.tsx';
import { CsvActions } from './list/csv-actions.tsx';
import { ImportReport } from './list/import-report.tsx';
import { ListFilters } from './list/list-filters.tsx';
import { LoadMore } from './list/load-more.tsx';
import { ProductRow } from './list/product-row.tsx';
import './products.css';

const isStatus = (value: string | null): value is ProductListFilter['status'] =>
  value === 'all' || value === 'on_shelf' || value === 'off_shelf';

/** The filter lives in the address (`?q=&status=`), so going back from a product keeps it. */
function useListFilter(): [ProductListFilter, (filter: ProductListFilter) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter = useMemo(
    () => ({ keyword: params.get('q') ?? '', status: isStatus(status) ? status : 'all' }),
    [params, status],
  );
  const setFilter = useCallback(
    (next: ProductListFilter) => {
      const search = new URLSearchParams();
      if (next.keyword) search.set('q', next.keyword);
      if (next.status !== 'all') search.set('status', next.status);
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return [filter, setFilter];
}

/** /products: the store's products with search, shelf filter, bulk actions and CSV in and out. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useListFilter();
  const list = useProductList(filter);
  const shelf = useShelf();
  const [selected, setSelected] = useState<number[]>([]);
  const [report, setReport] = useState<SellerImportResponse | null>(null);
  const products = list.data?.pages.flatMap((page) => page.list) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const select = (id: number, isSelected: boolean) =>
    setSelected((ids) => (isSelected ? [...ids, id] : ids.filter((item) => item !== id)));

  const putOnShelf = (ids: number[], onShelf: boolean) =>
    shelf.mutate(
      { ids, on_shelf: onShelf },
      {
        onSuccess: ({ updated }) => {
          Toast.show({ icon: 'success', content: t('products.bulk.shelved', { n: updated }) });
          if (ids.length > 1) setSelected([]);
        },
      },
    );

  return (
    <div className="products-page" data-testid="products-page">
      <header className="products-header">
        <h1 className="products-title">{t('products.list.title')}</h1>
        <Link to="/products/new" className="new-product-link" data-testid="new-product">
          + {t('products.list.new')}
        </Link>
      </header>
      <ListFilters filter={filter} onChange={setFilter} />
      <div className="list-tools">
        <span className="list-total" data-testid="product-total">
          {list.isSuccess && t('products.list.total', { n: total })}
        </span>
        <Link to="/products/stock" className="list-tool-link" data-testid="stock-entry">
          {t('products.bulk.priceStock')}
        </Link>
        <CsvActions onReport={setReport} />
      </div>
      {report && <ImportReport report={report} onClose={() => setReport(null)} />}
      {list.isPending && (
        <div className="page-center">
          <DotLoading color="primary" />
        </div>
      )}
      {list.isError && (
        <ErrorBlock status="disconnected" title={t('common.loadFailed')} description="">
          <Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>
        </ErrorBlock>
      )}
      {list.isSuccess && products.length === 0 && (
        <ErrorBlock
          status="empty"
          title={
            filter.keyword || filter.status !== 'all' ? t('products.list.noMatch') : t('products.list.empty')
          }
          description=""
          data-testid="products-empty"
        />
      )}
      {products.length > 0 && (
        <>
          <ul
            className={list.isPlaceholderData ? 'product-list is-stale' : 'product-list'}
            data-testid="product-list"
          >
            {products.map((product) => (
              <ProductRow
                key={product.id}
                product={product}
                isSelected={selected.includes(product.id)}
                isShelving={
                  shelf.isPending &&
                  shelf.variables?.ids.length === 1 &&
                  shelf.variables.ids[0] === product.id
                }
                onSelect={(isSelected) => select(product.id, isSelected)}
                onShelf={(onShelf) => putOnShelf([product.id], onShelf)}
              />
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            isLoading={list.isFetchingNextPage}
            isFailed={list.isFetchNextPageError}
            onLoad={() => void list.fetchNextPage()}
          />
        </>
      )}
      <BulkBar
        ids={selected}
        isBusy={shelf.isPending && (shelf.variables?.ids.length ?? 0) > 1}
        onShelf={(onShelf) => putOnShelf(selected, onShelf)}
        onClear={() => setSelected([])}
      />
    </div>
  );
}
