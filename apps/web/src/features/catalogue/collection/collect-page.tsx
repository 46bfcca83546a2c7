import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../state/session.ts';
import { useFavorites } from '../api/get-favorites.ts';
import { itemsOf } from '../../../lib/paging.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';
import { InfiniteList } from '../../../components/infinite-list.tsx';
import { EmptyState } from '../../../components/list-states.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { loginPathFrom } from '../../../lib/login-path.ts';
import { ProductGridSkeleton } from '../components/skeletons.tsx';

/** /collect: the logged-in user's favourite products, each with a way to let it go. */
export default function CollectPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const isLogin = useSession((state) => state.isLogin);
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const items = itemsOf(favorites.data?.pages);
  if (!isLogin) return <Navigate to={loginPathFrom(location)} replace />;
  return (
    <div className="collect-page">
      <PageHeader backTo="/mine">{t('mine.favorites')}</PageHeader>
      <InfiniteList
        query={favorites}
        count={items.length}
        skeleton={<ProductGridSkeleton />}
        empty={
          <EmptyState
            title={t('catalogue.collection.noFavorites')}
            text={t('catalogue.collection.noFavoritesText')}
            action={
              <Link to="/product" className="button-primary">
                {t('catalogue.goods.browse')}
              </Link>
            }
          />
        }
        testId="favorites"
      >
        <ProductGrid
          products={items}
          action={(product) => (
            <button
              type="button"
              className="button-outline card-action"
              disabled={toggle.isPending && toggle.variables?.id === product.id}
              onClick={() =>
                toggle.mutate(product, {
                  onSuccess: (result) => Toast.show({ icon: 'success', content: result.message }),
                })
              }
              data-testid="unfavorite"
            >
              {t('catalogue.collection.unfavorite')}
            </button>
          )}
        />
      </InfiniteList>
    </div>
  );
}
