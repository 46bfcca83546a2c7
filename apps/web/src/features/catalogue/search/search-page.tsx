import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { itemsOf } from '../../../lib/paging.ts';
import { useProductSearch } from '../api/search-products.ts';
import { useStoreSearch } from '../api/search-stores.ts';
import { SearchIcon } from '../components/icons.tsx';
import { InfiniteList } from '../../../components/infinite-list.tsx';
import { EmptyState } from '../../../components/list-states.tsx';
import { InfiniteProductGrid } from '../components/infinite-product-grid.tsx';
import { ProductGridSkeleton, StoreListSkeleton } from '../components/skeletons.tsx';
import { StoreCard } from '../components/store-card.tsx';
import { useFormat } from '../format.ts';
import { SearchHistory } from './search-history-list.tsx';
import { pickTab, tabOf } from './search-tab.ts';
import { useSearchHistory } from './search-history.ts';
import './search.css';

/** /search: a keyword, the searches of this visit, and the related products and stores. */
export default function SearchPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('q') ?? '').trim();
  const picked = tabOf(params.get('tab'));
  const [typed, setTyped] = useState(keyword);
  const addToHistory = useSearchHistory((state) => state.add);
  // back and forward change the keyword without a new page
  useEffect(() => setTyped(keyword), [keyword]);
  // both searches run unless the buyer picked a tab: the one with results opens
  const products = useProductSearch(keyword, picked !== 'stores');
  const stores = useStoreSearch(keyword, picked !== 'products');

  const search = (term: string) => {
    const next = term.trim();
    setTyped(next);
    if (!next) return;
    addToHistory(next);
    setParams(picked ? { q: next, tab: picked } : { q: next });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(typed);
  };
  const total = (query: typeof products | typeof stores) => query.data?.pages[0]?.total;
  const tab = pickTab(picked, total(products), total(stores));
  // no product matches and the stores are not known yet: wait for them rather than say "no products"
  const isDeciding = !picked && total(products) === 0 && stores.isPending;
  const productItems = itemsOf(products.data?.pages);
  const storeItems = itemsOf(stores.data?.pages);

  return (
    <div className="search-page">
      <form className="search-bar" role="search" onSubmit={onSubmit}>
        <button
          type="button"
          className="search-back"
          onClick={() => navigate(-1)}
          aria-label={t('common.back')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <label className="search-field">
          <SearchIcon />
          <input
            type="search"
            enterKeyHint="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('catalogue.search.placeholder')}
            aria-label={t('catalogue.search.placeholder')}
            maxLength={100}
            autoFocus={!keyword}
            data-testid="search-input"
          />
        </label>
        <button type="submit" className="button-primary" data-testid="search-submit">
          {t('catalogue.search.submit')}
        </button>
      </form>
      {!keyword ? (
        <SearchHistory onPick={search} />
      ) : (
        <>
          <div className="result-tabs" role="tablist">
            {(['products', 'stores'] as const).map((option) => {
              const count = total(option === 'products' ? products : stores);
              return (
                <button
                  key={option}
                  type="button"
                  role="tab"
                  aria-selected={option === tab}
                  className={option === tab ? 'sort-tab is-active' : 'sort-tab'}
                  onClick={() => setParams({ q: keyword, tab: option }, { replace: true })}
                  data-testid={`search-tab-${option}`}
                >
                  {t(`catalogue.search.${option}`)}
                  {count !== undefined && ` (${format.count(count)})`}
                </button>
              );
            })}
          </div>
          {isDeciding ? (
            <ProductGridSkeleton />
          ) : tab === 'products' ? (
            <InfiniteProductGrid
              query={products}
              products={productItems}
              empty={
                <EmptyState
                  title={t('catalogue.search.noProducts')}
                  text={t('catalogue.search.tryAnother')}
                />
              }
              testId="search-products"
            />
          ) : (
            <InfiniteList
              query={stores}
              count={storeItems.length}
              skeleton={<StoreListSkeleton />}
              empty={
                <EmptyState title={t('catalogue.search.noStores')} text={t('catalogue.search.tryAnother')} />
              }
              testId="search-stores"
            >
              {storeItems.map((store) => (
                <StoreCard key={store.id} store={store} />
              ))}
            </InfiniteList>
          )}
        </>
      )}
    </div>
  );
}
