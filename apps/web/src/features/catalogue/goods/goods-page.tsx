import type { ProductDetail } from '@market/contract';
import { unitPriceOf } from '@market/contract/tier-price';
import { ApiError } from '@market/client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { QuantityStepper } from '../../../components/quantity-stepper.tsx';
import { clampQuantity } from '../../../lib/quantity.ts';
import { readJson, StorageKey } from '../../../lib/storage.ts';
import { useSession } from '../../../state/session.ts';
import { useProduct } from '../api/get-product.ts';
import { syncFavoriteMirror, useToggleFavorite } from '../api/toggle-favorite.ts';
import { EmptyState, ErrorState, OfflineState } from '../../../components/list-states.tsx';
import { useRequireLogin } from '../components/require-login.tsx';
import { ProductGridSkeleton } from '../components/skeletons.tsx';
import { useFormat } from '../format.ts';
import { FeesPanel } from './fees-panel.tsx';
import { Gallery } from './gallery.tsx';
import { GoodsBar } from './goods-bar.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import {
  type Choice,
  chosenSku,
  type Dimension,
  dimensionsOf,
  initialChoice,
  maxQuantity,
  missingDimension,
} from './sku.ts';
import { useAddToCart, useProductInCart } from './use-add-to-cart.ts';
import { VariantPicker } from './variant-picker.tsx';
import { OrderTerms, TierTable } from './tier-table.tsx';
import './goods.css';
import { StoreLogo } from '../components/store-logo.tsx';
import { HolidayNotice } from '../components/holiday-notice.tsx';
import { RequestQuote } from '../../quote/index.ts';
import { BulkOrder } from './bulk/bulk-order.tsx';
import { showToast } from '../../../lib/overlays.tsx';

/** /goods?id=N: the product detail of spec §2. */
export default function GoodsPage() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id'));
  const isValid = Number.isInteger(id) && id > 0;
  const query = useProduct(isValid ? id : 0);
  const product = query.data;

  if (!isValid || (query.error instanceof ApiError && query.error.code === 404)) {
    return (
      <>
        <PageHeader />
        <EmptyState
          title={t('catalogue.goods.notFound')}
          action={
            <Link to="/product" className="button-outline">
              {t('catalogue.goods.browse')}
            </Link>
          }
          testId="goods-missing"
        />
      </>
    );
  }
  if (!product) {
    return (
      <>
        <PageHeader />
        {query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} error={query.error} testId="goods-error" />
        ) : query.fetchStatus === 'paused' ? (
          <OfflineState />
        ) : (
          <div aria-busy="true">
            <div className="gallery skeleton-block" />
            <ProductGridSkeleton count={2} />
          </div>
        )}
      </>
    );
  }

  // keyed by id: another product starts with fresh choices
  return <GoodsDetail key={product.id} product={product} />;
}

function GoodsDetail({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const isLogin = useSession((state) => state.isLogin);
  const requireLogin = useRequireLogin();
  const toggleFavorite = useToggleFavorite();
  const addToCart = useAddToCart(product);
  const inCart = useProductInCart(product.id);
  const [choice, setChoice] = useState<Choice>(() => initialChoice(product));
  // the stepper starts at the minimum and moves in the product's multiples (decision 040)
  const rule = { min_order_qty: product.min_order_qty, order_multiple: product.order_multiple };
  const [quantity, setQuantity] = useState(product.min_order_qty);
  const [missing, setMissing] = useState<Dimension>();
  const picker = useRef<HTMLElement>(null);

  // the local favourites follow the server's word on this product
  useEffect(() => {
    if (isLogin) syncFavoriteMirror(cardOf(product), product.is_favorite);
  }, [product, isLogin]);

  const sku = chosenSku(product, choice);
  const isSoldOut = product.skus.every((item) => item.stock <= 0);
  const max = maxQuantity(product.skus, sku);
  const amount = clampQuantity(quantity, max, rule);
  // the chosen SKU's price for this quantity alone, what "Buy now" charges (the tier table marks
  // the tier that adding it to the cart's units of this product would reach, decision 040), else
  // the lowest ("from" when it falls with quantity)
  const unitPrice = sku ? unitPriceOf(sku.tiers, amount) : product.price;
  const isTiered = product.skus.some((item) => item.tiers.length > 1);
  const tiers = (sku ?? product.skus[0])?.tiers ?? [];
  const website = readJson<{ service_url?: string }>(StorageKey.website, {});

  const onChoice = (next: Choice) => {
    setChoice(next);
    setMissing(undefined);
    const nextSku = chosenSku(product, next);
    setQuantity((current) => clampQuantity(current, maxQuantity(product.skus, nextSku), rule));
  };
  /** The chosen SKU, or undefined after pointing at what is still to choose. */
  const requireSku = () => {
    const dimension = missingDimension(dimensionsOf(product), choice);
    if (dimension || !sku) {
      setMissing(dimension);
      showToast({ content: t(`catalogue.goods.choose_${dimension ?? 'size'}`) });
      picker.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return undefined;
    }
    return sku;
  };
  const onFavorite = () => {
    if (!requireLogin() || toggleFavorite.isPending) return;
    toggleFavorite.mutate(cardOf(product), {
      onSuccess: (result) => showToast({ icon: 'success', content: result.message }),
    });
  };

  return (
    <div className="goods-page">
      <PageHeader>{t('catalogue.goods.title')}</PageHeader>
      <Gallery images={product.images} title={product.title} />
      <section className="goods-summary">
        <p className="goods-price" data-testid="goods-price">
          {!sku && isTiered
            ? t('catalogue.fromPrice', { price: format.money(unitPrice) })
            : format.money(unitPrice)}
        </p>
        <h1 className="goods-title" data-testid="goods-title">
          {product.title}
        </h1>
        <p className="goods-sales" data-testid="goods-sales">
          {t('catalogue.sold', { value: format.count(product.sales) })}
        </p>
      </section>
      {product.store.is_holiday && <HolidayNotice />}
      <section className="goods-section" ref={picker}>
        <VariantPicker product={product} choice={choice} onChange={onChoice} missing={missing} />
        {sku && (
          <p className="item-no" data-testid="goods-item-no">
            {t('wholesale.itemNo', { id: sku.id })}
          </p>
        )}
        <div className="quantity-row">
          <h3>{t('catalogue.goods.quantity')}</h3>
          <QuantityStepper
            value={amount}
            max={max}
            rule={rule}
            label={t('catalogue.goods.quantity')}
            onChange={setQuantity}
            testId="quantity"
          />
          <span className="stock" data-testid="goods-stock">
            {isSoldOut
              ? t('catalogue.goods.soldOut')
              : sku
                ? sku.stock > 0
                  ? t('catalogue.goods.stock', { value: format.count(sku.stock) })
                  : t('catalogue.goods.soldOut')
                : t('catalogue.goods.chooseVariant')}
          </span>
        </div>
        <OrderTerms product={product} />
      </section>
      <TierTable tiers={tiers} quantity={amount} inCart={inCart} />
      <BulkOrder product={product} inCart={inCart} onNeedLogin={requireLogin} />
      <RequestQuote product={product} sku={sku} quantity={amount} onNeedLogin={requireLogin} />
      <section className="goods-section">
        <FeesPanel product={product} unitPrice={unitPrice} quantity={amount} />
      </section>
      <Link to={`/store/${product.store.id}`} className="goods-store" data-testid="goods-store">
        <StoreLogo store={product.store} size={48} />
        <span className="goods-store-body">
          <span className="store-card-name">{product.store.name}</span>
          <span className="store-card-meta">
            {t('catalogue.positiveRate', {
              value: format.percent(Number(product.store.positive_rate) / 100),
            })}
          </span>
        </span>
        <span className="goods-store-visit">{t('catalogue.goods.visitStore')}</span>
      </Link>
      <ReviewsSection productId={product.id} counts={product.review_counts} />
      <section className="goods-section" aria-labelledby="description-title">
        <h2 id="description-title">{t('catalogue.goods.description')}</h2>
        {/* sanitized by the server (allow-listed tags and attributes) before it is stored */}
        <div
          className="goods-description"
          data-testid="goods-description"
          dangerouslySetInnerHTML={{ __html: product.description }}
        />
      </section>
      <GoodsBar
        isFavorite={isLogin && product.is_favorite}
        isFavoriteBusy={toggleFavorite.isPending}
        // sold out, or its store closed for holiday: nothing to add or buy now
        isUnavailable={isSoldOut || product.store.is_holiday}
        serviceUrl={website.service_url}
        onFavorite={onFavorite}
        onAddToCart={() => {
          const chosen = requireSku();
          if (chosen) addToCart(chosen, amount);
        }}
        onBuyNow={() => {
          const chosen = requireSku();
          if (chosen && addToCart(chosen, amount, { isQuiet: true })) navigate('/cart');
        }}
      />
    </div>
  );
}

/** What the local favourites keep of a product. */
const cardOf = (product: ProductDetail) => ({
  id: product.id,
  title: product.title,
  image: product.images[0]?.url ?? '',
  price: product.price,
  shop_id: product.store.id,
  shop_name: product.store.name,
});
