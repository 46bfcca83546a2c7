import type { SellerProductStatus } from '@market/contract';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductListFilter } from '../api/keys.ts';

const STATUSES: SellerProductStatus[] = ['all', 'on_shelf', 'off_shelf'];
const STATUS_LABEL = {
  all: 'products.status.all',
  on_shelf: 'products.status.onShelf',
  off_shelf: 'products.status.offShelf',
} as const;

/** The search box (it searches as the seller stops typing) and the shelf filter. */
export function ListFilters({
  filter,
  onChange,
}: {
  filter: ProductListFilter;
  onChange: (filter: ProductListFilter) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(filter.keyword);

  useEffect(() => {
    const keyword = text.trim();
    if (keyword === filter.keyword) return;
    const timer = setTimeout(() => onChange({ ...filter, keyword }), 300);
    return () => clearTimeout(timer);
  }, [text, filter, onChange]);

  return (
    <div className="list-filters">
      <SearchBar
        value={text}
        onChange={setText}
        onSearch={(value) => onChange({ ...filter, keyword: value.trim() })}
        placeholder={t('products.list.search')}
        aria-label={t('products.list.search')}
        data-testid="product-search"
      />
      <div className="shelf-filter" role="group" aria-label={t('products.status.label')}>
        {STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            className={status === filter.status ? 'shelf-filter-option is-active' : 'shelf-filter-option'}
            aria-pressed={status === filter.status}
            onClick={() => onChange({ ...filter, status })}
            data-testid={`status-${status}`}
          >
            {t(STATUS_LABEL[status])}
          </button>
        ))}
      </div>
    </div>
  );
}
