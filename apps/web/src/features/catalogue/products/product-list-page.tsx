import type { ProductSort } from '@market/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCategories } from '../api/get-categories.ts';
import { useProducts } from '../api/get-products.ts';
import type { ProductFilter } from '../api/keys.ts';
import { itemsOf } from '../../../lib/paging.ts';
import { SearchIcon } from '../components/icons.tsx';
import { EmptyState } from '../../../components/list-states.tsx';
import { InfiniteProductGrid } from '../components/infinite-product-grid.tsx';
import { useFormat } from '../format.ts';
import { CategoryPicker } from './category-picker.tsx';
import { findCategory } from './category-tree.ts';
import { filterFromParams, paramsFromFilter } from './list-filter.ts';
import { PriceFilter } from './price-filter.tsx';
import { SortTabs } from './sort-tabs.tsx';
import './products.css';

/** /product: every product, sorted by the tabs, narrowed by category and price; the query keeps them. */
export default function ProductListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const [sheet, setSheet] = useState<'category' | 'filter' | null>(null);
  const products = useProducts(filter);
  const tree = useCategories(0, { enabled: Boolean(filter.categoryId) });
  const category = findCategory(tree.data, filter.categoryId);
  const items = itemsOf(products.data?.pages);

  const update = (change: Partial<ProductFilter>) => {
    setParams(paramsFromFilter({ ...filter, ...change }), { replace: true });
    setSheet(null);
  };
  const hasPrice = Boolean(filter.minPrice || filter.maxPrice);
  const priceLabel = hasPrice
    ? `${filter.minPrice ? format.money(filter.minPrice) : '0'} – ${filter.maxPrice ? format.money(filter.maxPrice) : '∞'}`
    : t('catalogue.products.filter');

  return (
    <div className="product-list-page">
      <div className="list-toolbar">
        <Link to="/search" className="search-entry" data-testid="product-search">
          <SearchIcon />
          {t('catalogue.search.placeholder')}
        </Link>
        <SortTabs sort={filter.sort} onChange={(sort: ProductSort) => update({ sort })} />
        <div className="filter-row">
          <button
            type="button"
            className={filter.categoryId ? 'filter-button is-active' : 'filter-button'}
            onClick={() => setSheet('category')}
            data-testid="open-classification"
          >
            <span className="filter-button-text">
              {filter.categoryId ? (category?.name ?? '…') : t('catalogue.products.classification')}
            </span>
            <span aria-hidden="true">▾</span>
          </button>
          <button
            type="button"
            className={hasPrice ? 'filter-button is-active' : 'filter-button'}
            onClick={() => setSheet('filter')}
            data-testid="open-filter"
          >
            <span className="filter-button-text">{priceLabel}</span>
            <span aria-hidden="true">▾</span>
          </button>
        </div>
      </div>
      <InfiniteProductGrid
        query={products}
        products={items}
        eagerCount={2}
        firstCount={6}
        empty={
          <EmptyState
            title={t('catalogue.products.emptyTitle')}
            text={t('catalogue.products.emptyText')}
            action={
              (filter.categoryId || hasPrice) && (
                <button
                  type="button"
                  className="button-outline"
                  onClick={() => setParams({}, { replace: true })}
                >
                  {t('catalogue.products.clearFilters')}
                </button>
              )
            }
          />
        }
      />
      <CategoryPicker
        isOpen={sheet === 'category'}
        selectedId={filter.categoryId}
        onClose={() => setSheet(null)}
        onPick={(categoryId) => update({ categoryId })}
      />
      <PriceFilter
        isOpen={sheet === 'filter'}
        min={filter.minPrice ?? ''}
        max={filter.maxPrice ?? ''}
        onClose={() => setSheet(null)}
        onApply={({ min, max }) => update({ minPrice: min || undefined, maxPrice: max || undefined })}
      />
    </div>
  );
}
