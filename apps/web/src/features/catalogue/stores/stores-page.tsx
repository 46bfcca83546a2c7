import { STORE_SORTS, type StoreSort } from '@market/contract/list-kinds';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStores } from '../api/get-stores.ts';
import { itemsOf } from '../../../lib/paging.ts';
import { InfiniteList } from '../../../components/infinite-list.tsx';
import { EmptyState } from '../../../components/list-states.tsx';
import { StoreListSkeleton } from '../components/skeletons.tsx';
import { StoreCard } from '../components/store-card.tsx';
import './stores.css';

const isStoreSort = (value: string | null): value is StoreSort =>
  (STORE_SORTS as readonly (string | null)[]).includes(value);

/** /shop: every store, by sales, followers or newest. */
export default function StoresPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('sort');
  const sort: StoreSort = isStoreSort(requested) ? requested : 'sales';
  const stores = useStores(sort);
  const items = itemsOf(stores.data?.pages);
  return (
    <div className="stores-page">
      <div className="list-toolbar">
        <h1 className="page-title">{t('catalogue.stores.title')}</h1>
        <div className="store-sorts" role="group" aria-label={t('catalogue.products.sortBy')}>
          {STORE_SORTS.map((option) => (
            <button
              key={option}
              type="button"
              className={option === sort ? 'sort-tab is-active' : 'sort-tab'}
              aria-pressed={option === sort}
              data-testid={`store-sort-${option}`}
              onClick={() => setParams(option === 'sales' ? {} : { sort: option }, { replace: true })}
            >
              {t(`catalogue.stores.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <InfiniteList
        query={stores}
        count={items.length}
        skeleton={<StoreListSkeleton />}
        empty={<EmptyState title={t('catalogue.stores.empty')} />}
        testId="store-list"
      >
        {items.map((store) => (
          <StoreCard key={store.id} store={store} />
        ))}
      </InfiniteList>
    </div>
  );
}
