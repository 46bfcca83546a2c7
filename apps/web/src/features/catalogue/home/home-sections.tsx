import type { HomeSections as Sections } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../components/product-grid.tsx';
import { ErrorState, OfflineState } from '../../../components/list-states.tsx';
import { ProductGridSkeleton, StoreListSkeleton } from '../components/skeletons.tsx';
import { HomeSection } from './home-section.tsx';
import { ProductRow } from './product-row.tsx';
import { StoreRow } from './store-row.tsx';

/**
 * The five home sections of spec §2. They arrive with the site settings (`/api/index/index`), so
 * the page passes them in; skeletons until they do, a retry if that call failed.
 */
export function HomeSections({
  sections,
  isError,
  isPaused,
  onRetry,
}: {
  sections: Partial<Sections> | undefined;
  isError: boolean;
  /** Offline: the call waits for the network. */
  isPaused: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const isLoaded = Boolean(sections?.daily_updates);
  if (!isLoaded && isError) return <ErrorState onRetry={onRetry} testId="home-error" />;
  if (!isLoaded && isPaused) return <OfflineState />;
  if (!sections || !isLoaded) {
    return (
      <div className="home-loading">
        <ProductGridSkeleton count={2} />
        <StoreListSkeleton count={2} />
      </div>
    );
  }
  return (
    <>
      <HomeSection id="daily-updates" title={t('catalogue.home.dailyUpdates')} moreTo="/product?sort=new">
        {/* the first row's pictures are the first screen's largest paint */}
        <ProductRow products={sections.daily_updates ?? []} eagerCount={3} firstCount={6} />
      </HomeSection>
      <HomeSection id="recommended-products" title={t('catalogue.home.recommended')} moreTo="/product">
        {/* its first two pictures reach into the first screen and are its largest paint at 375 x 740 */}
        <ProductGrid products={sections.recommended_products ?? []} eagerCount={2} firstCount={6} />
      </HomeSection>
      <HomeSection id="recommended-stores" title={t('catalogue.home.recommendedStores')} moreTo="/shop">
        <StoreRow stores={sections.recommended_stores ?? []} />
      </HomeSection>
      <HomeSection id="monthly-sales" title={t('catalogue.home.monthlySales')} moreTo="/product?sort=sales">
        <ProductRow products={sections.monthly_sales ?? []} isRanked firstCount={0} />
      </HomeSection>
      <HomeSection id="hot-products" title={t('catalogue.home.hotSelling')} moreTo="/product?sort=sales">
        <ProductGrid products={sections.hot_products ?? []} firstCount={0} />
      </HomeSection>
    </>
  );
}
