import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenServiceLink } from '../../../lib/service-link.ts';
import { useCart } from '../../cart/index.ts';
import { CartIcon, ChatIcon, HeartIcon } from '../components/icons.tsx';
import { useFormat } from '../format.ts';
import './goods-bar.css';

/** The bar under the product: Favorite, Customer service, Cart, Add to cart and Buy now. */
export function GoodsBar({
  isFavorite,
  isFavoriteBusy,
  isUnavailable,
  serviceUrl,
  onFavorite,
  onAddToCart,
  onBuyNow,
}: {
  isFavorite: boolean;
  isFavoriteBusy: boolean;
  isUnavailable: boolean;
  serviceUrl: string | undefined;
  onFavorite: () => void;
  onAddToCart: () => void;
  onBuyNow: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const openServiceLink = useOpenServiceLink();
  const cartCount = useCart((state) => state.shopCart.reduce((sum, line) => sum + line.num, 0));
  return (
    <div className="goods-bar" data-testid="goods-bar">
      <button
        type="button"
        className={isFavorite ? 'bar-icon is-on' : 'bar-icon'}
        aria-pressed={isFavorite}
        disabled={isFavoriteBusy}
        onClick={onFavorite}
        data-testid="goods-favorite"
      >
        <HeartIcon isFilled={isFavorite} />
        <span>{t('catalogue.goods.favorite')}</span>
      </button>
      <button
        type="button"
        className="bar-icon"
        disabled={!serviceUrl}
        onClick={() => serviceUrl && openServiceLink(serviceUrl)}
        aria-label={t('shell.customerService')}
        data-testid="goods-service"
      >
        <ChatIcon />
        <span aria-hidden="true">{t('catalogue.goods.service')}</span>
      </button>
      <Link to="/cart" className="bar-icon" data-testid="goods-cart">
        <CartIcon />
        {cartCount > 0 && (
          <span className="bar-badge count-badge" data-testid="cart-count">
            {cartCount > 99 ? `${format.count(99)}+` : format.count(cartCount)}
          </span>
        )}
        <span>{t('catalogue.goods.cart')}</span>
      </Link>
      <button
        type="button"
        className="bar-button add"
        disabled={isUnavailable}
        onClick={onAddToCart}
        data-testid="add-to-cart"
      >
        {t('catalogue.goods.addToCart')}
      </button>
      <button
        type="button"
        className="bar-button buy"
        disabled={isUnavailable}
        onClick={onBuyNow}
        data-testid="buy-now"
      >
        {t('catalogue.goods.buyNow')}
      </button>
    </div>
  );
}
