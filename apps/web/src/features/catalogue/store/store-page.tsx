import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useStore } from '../api/get-store.ts';
import { InfiniteList } from '../../../components/infinite-list.tsx';
import { EmptyState, ErrorState, OfflineState } from '../../../components/list-states.tsx';
import { useGrowingCount } from '../../../lib/use-growing-count.ts';
import { ProductGrid } from '../components/product-grid.tsx';
import { ProductGridSkeleton } from '../components/skeletons.tsx';
import { useFormat } from '../format.ts';
import { StoreHeader } from './store-header.tsx';
import './store.css';

/** /store/:id: the store, its follow button and figures, and its products, searchable within. */
export default function StorePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const [typed, setTyped] = useState(keyword);
  const store = useStore(Number.isInteger(id) ? id : 0, keyword);
  const first = store.data?.pages[0];
  const items = store.data?.pages.flatMap((page) => page.products.list) ?? [];
  // the first screen shows the store's header and a row of cards: the rest render a few a task
  const shown = useGrowingCount(items.length, 4);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    setParams(next ? { q: next } : {}, { replace: true });
  };

  if (!first) {
    return (
      <>
        <PageHeader />
        {store.isError ? (
          <ErrorState onRetry={() => void store.refetch()} error={store.error} testId="store-error" />
        ) : store.fetchStatus === 'paused' ? (
          <OfflineState />
        ) : (
          <>
            <div className="store-banner skeleton-block" />
            <ProductGridSkeleton />
          </>
        )}
      </>
    );
  }
  return (
    <div className="store-page">
      <PageHeader>{first.shop.name}</PageHeader>
      <StoreHeader info={first} />
      <form className="store-search" role="search" onSubmit={search}>
        <input
          type="search"
          enterKeyHint="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('catalogue.store.searchPlaceholder')}
          aria-label={t('catalogue.store.searchPlaceholder')}
          maxLength={100}
          data-testid="store-search-input"
        />
        <button type="submit" className="button-primary" data-testid="store-search-submit">
          {t('catalogue.search.submit')}
        </button>
      </form>
      <h2 className="section-title">
        {keyword
          ? t('catalogue.store.resultsFor', { keyword, value: format.count(first.products.total) })
          : t('catalogue.store.allProducts', { value: format.count(first.products.total) })}
      </h2>
      <InfiniteList
        query={store}
        count={items.length}
        isGrowing={shown < items.length}
        skeleton={<ProductGridSkeleton />}
        empty={
          <EmptyState
            title={keyword ? t('catalogue.search.noProducts') : t('catalogue.store.noProducts')}
            action={
              keyword && (
                <button
                  type="button"
                  className="button-outline"
                  onClick={() => {
                    setTyped('');
                    setParams({}, { replace: true });
                  }}
                >
                  {t('catalogue.store.showAll')}
                </button>
              )
            }
          />
        }
      >
        <ProductGrid
          products={shown < items.length ? items.slice(0, shown) : items}
          testId="store-products"
        />
      </InfiniteList>
    </div>
  );
}
