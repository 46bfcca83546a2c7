import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../state/session.ts';
import { useFollowedStores } from '../api/get-followed-stores.ts';
import { itemsOf } from '../../../lib/paging.ts';
import { useToggleFollow } from '../api/toggle-follow.ts';
import { InfiniteList } from '../../../components/infinite-list.tsx';
import { EmptyState } from '../../../components/list-states.tsx';
import { loginPathFrom } from '../../../lib/login-path.ts';
import { StoreListSkeleton } from '../components/skeletons.tsx';
import { StoreCard } from '../components/store-card.tsx';

/** /collectShop: the stores the logged-in user follows, each with Unfollow. */
export default function CollectShopPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const isLogin = useSession((state) => state.isLogin);
  const stores = useFollowedStores();
  const toggle = useToggleFollow();
  const items = itemsOf(stores.data?.pages);
  if (!isLogin) return <Navigate to={loginPathFrom(location)} replace />;
  return (
    <div className="collect-shop-page">
      <PageHeader backTo="/mine">{t('mine.followedStores')}</PageHeader>
      <InfiniteList
        query={stores}
        count={items.length}
        skeleton={<StoreListSkeleton />}
        empty={
          <EmptyState
            title={t('catalogue.collection.noStores')}
            text={t('catalogue.collection.noStoresText')}
            action={
              <Link to="/shop" className="button-primary">
                {t('catalogue.collection.browseStores')}
              </Link>
            }
          />
        }
        testId="followed-stores"
      >
        {items.map((store) => (
          <StoreCard
            key={store.id}
            store={store}
            action={
              <button
                type="button"
                className="button-outline"
                disabled={toggle.isPending && toggle.variables === store.id}
                onClick={() =>
                  toggle.mutate(store.id, {
                    onSuccess: (result) => Toast.show({ icon: 'success', content: result.message }),
                  })
                }
                data-testid="unfollow"
              >
                {t('catalogue.collection.unfollow')}
              </button>
            }
          />
        ))}
      </InfiniteList>
    </div>
  );
}
