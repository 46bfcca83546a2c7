import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCategories } from '../api/get-categories.ts';
import { useProducts } from '../api/get-products.ts';
import { itemsOf } from '../../../lib/paging.ts';
import { EmptyState, ErrorState } from '../../../components/list-states.tsx';
import { InfiniteProductGrid } from '../components/infinite-product-grid.tsx';
import './category.css';

/** /category/:pid: where the category sits, its sub-categories, and its products. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const pid = Number(useParams().pid);
  const isValid = Number.isInteger(pid) && pid >= 0;
  const listing = useCategories(isValid ? pid : 0, { enabled: isValid });
  const products = useProducts({ sort: 'all', categoryId: pid > 0 ? pid : undefined });
  const items = itemsOf(products.data?.pages);
  const children = listing.data?.children ?? [];
  const title = listing.data?.category?.name ?? t('catalogue.products.allCategories');

  if (!isValid) {
    return (
      <>
        <PageHeader backTo="/product" />
        <EmptyState title={t('catalogue.category.notFound')} testId="category-missing" />
      </>
    );
  }
  return (
    <div className="category-page">
      <PageHeader>{listing.data ? title : ''}</PageHeader>
      {listing.isError && <ErrorState onRetry={() => void listing.refetch()} error={listing.error} />}
      {listing.data && (
        <>
          <nav className="breadcrumb" aria-label={t('catalogue.category.path')} data-testid="breadcrumb">
            <ol>
              <li>
                <Link to="/category/0">{t('catalogue.products.allCategories')}</Link>
              </li>
              {listing.data.path.map((node, index) => (
                <li key={node.id}>
                  {index === listing.data.path.length - 1 ? (
                    <span aria-current="page">{node.name}</span>
                  ) : (
                    <Link to={`/category/${node.id}`}>{node.name}</Link>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          {children.length > 0 && (
            <ul className="subcategories" data-testid="subcategories">
              {children.map((child) => (
                <li key={child.id}>
                  <Link
                    to={`/category/${child.id}`}
                    className="subcategory"
                    data-testid={`subcategory-${child.id}`}
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {listing.isPending && <div className="breadcrumb-skeleton skeleton-block" />}
      {/* a category that failed to load has no products to list under it */}
      {!listing.isError && (
        <>
          <h2 className="section-title">{t('catalogue.category.products')}</h2>
          <InfiniteProductGrid
            query={products}
            products={items}
            empty={
              <EmptyState
                title={t('catalogue.products.emptyTitle')}
                text={t('catalogue.category.emptyText')}
              />
            }
          />
        </>
      )}
    </div>
  );
}
