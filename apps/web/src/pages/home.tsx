import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartEntry } from '../features/cart/cart-entry.tsx';
import { HomeSections } from '../features/catalogue/home/home-sections.tsx';
import { useSiteIndex } from '../features/shell/use-website.ts';
import { useSession } from '../state/session.ts';
import { SearchIcon } from '../features/catalogue/components/icons.tsx';

/** Home: a welcome with register and login for visitors, the search box beside the cart, and the five sections. */
export default function HomePage() {
  const { t } = useTranslation();
  const isLogin = useSession((state) => state.isLogin);
  const index = useSiteIndex({ withSections: true });
  return (
    <div className="home">
      <section className="home-hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
        {!isLogin && (
          <div className="hero-actions">
            <Link to="/register" className="button-primary" data-testid="home-register">
              {t('auth.register')}
            </Link>
            <Link to="/login" className="button-outline" data-testid="home-login">
              {t('auth.login')}
            </Link>
          </div>
        )}
      </section>
      <div className="home-search-row">
        <Link to="/search" className="search-entry" data-testid="home-search">
          <SearchIcon />
          {t('catalogue.search.placeholder')}
        </Link>
        <CartEntry />
      </div>
      <HomeSections
        sections={index.data}
        isError={index.isError}
        isPaused={index.fetchStatus === 'paused'}
        onRetry={() => void index.refetch()}
      />
    </div>
  );
}
