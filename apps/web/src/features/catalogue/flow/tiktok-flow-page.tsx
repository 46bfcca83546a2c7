import type { ProductCard } from '@market/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/list-states.tsx';
import { rememberCampaign } from '../../../lib/campaign.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useNearEnd } from '../../../lib/use-near-end.ts';
import { useProducts } from '../api/get-products.ts';
import './tiktok-flow.css';

/**
 * /tiktok-flow?c=CODE: where shoppers from a short-video campaign land. A full-screen feed of the
 * best-selling products, one per screen, swiped upward; each leads to its product page. The
 * campaign code is kept for a week and goes with the orders the visit brings (decision 037).
 */
export default function TiktokFlowPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = useProducts({ sort: 'sales' });
  const products = query.data?.pages.flatMap((page) => page.list) ?? [];
  useEffect(() => rememberCampaign(params.get('c')), [params]);
  const nearEnd = useNearEnd(
    query.hasNextPage && !query.isFetchingNextPage,
    () => void query.fetchNextPage(),
  );
  return (
    <div className="flow-page" data-testid="flow">
      <Link to="/" className="flow-close" aria-label={t('flow.close')} data-testid="flow-close">
        ×
      </Link>
      {products.length === 0 ? (
        <div className="flow-slide flow-empty">
          <QueryState query={query} skeleton={<div className="flow-skeleton shimmer" />} />
        </div>
      ) : (
        products.map((product, n) => <FlowSlide key={product.id} product={product} first={n === 0} />)
      )}
      <div ref={nearEnd} aria-hidden="true" />
    </div>
  );
}

function FlowSlide({ product, first }: { product: ProductCard; first: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="flow-slide" data-testid="flow-slide" data-product-id={product.id}>
      <img
        className="flow-image"
        src={product.image}
        srcSet={product.srcset}
        sizes="100vw"
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      <div className="flow-caption">
        <p className="flow-store">{product.shop_name}</p>
        <h2 className="flow-title" dir="auto">
          {product.title}
        </h2>
        <p className="flow-price">
          <strong>{money(product.price)}</strong>
          <span>{t('flow.sold', { count: product.sales })}</span>
        </p>
        <Link to={`/goods?id=${product.id}`} className="flow-buy" data-testid="flow-buy">
          {t('flow.shopNow')}
        </Link>
        {first && <p className="flow-hint">{t('flow.swipe')}</p>}
      </div>
    </section>
  );
}
