import type { ProductSort } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { nextSort, SORT_TABS, tabOfSort } from './list-filter.ts';

/** All, Sales, Price (tap again to flip the order) and New. */
export function SortTabs({ sort, onChange }: { sort: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useTranslation();
  const active = tabOfSort(sort);
  return (
    <div className="sort-tabs" role="group" aria-label={t('catalogue.products.sortBy')}>
      {SORT_TABS.map((tab) => {
        const isActive = tab === active;
        const direction = tab === 'price' && isActive ? (sort === 'price_asc' ? 'asc' : 'desc') : undefined;
        return (
          <button
            key={tab}
            type="button"
            className={isActive ? 'sort-tab is-active' : 'sort-tab'}
            aria-pressed={isActive}
            data-testid={`sort-${tab}`}
            data-sort={isActive ? sort : undefined}
            onClick={() => onChange(nextSort(sort, tab))}
          >
            {t(`catalogue.products.${tab}`)}
            {tab === 'price' && (
              <span className="sort-arrows" aria-hidden="true">
                <span className={direction === 'asc' ? 'is-on' : ''}>▲</span>
                <span className={direction === 'desc' ? 'is-on' : ''}>▼</span>
              </span>
            )}
            {direction && (
              <span className="visually-hidden">
                {t(direction === 'asc' ? 'catalogue.products.lowToHigh' : 'catalogue.products.highToLow')}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
