import type { ProductDetail, Sku } from '@market/contract';
import { unitPriceOf } from '@market/contract/tier-price';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBuyerData } from '../../../state/buyer-data.ts';
import { type CartLine, cartSync, useCart } from '../../cart/index.ts';
import { useFormat } from '../format.ts';
import { quantityToAdd } from './cart-quantity.ts';
import { showToast } from '../../../lib/overlays.tsx';

/** The units the cart holds of a product, over all its SKUs: they count towards its tiers (decision 040). */
export const unitsInCartOf = (cart: readonly CartLine[], productId: number): number =>
  cart.reduce((sum, line) => (line.productId === productId ? sum + line.num : sum), 0);

/** What the cart holds of a product, kept current as the cart changes. */
export const useProductInCart = (productId: number): number =>
  useCart((state) => unitsInCartOf(state.shopCart, productId));

/**
 * Puts a quantity of the chosen SKU in the persisted `shopCart`, in its store's group, never past
 * the stock (a logged-in user's cart goes to the server too, and mirrors its answer); answers
 * whether the cart now holds it.
 *
 * `isQuiet` is Buy now (goods-page): that one line goes straight to the order confirmation as
 * `buyerData`, the cart untouched, and the answer is false so the page does not go on to /cart.
 */
export function useAddToCart(product: ProductDetail | undefined) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const startCheckout = useBuyerData((state) => state.start);
  return (sku: Sku, wanted: number, options: { isQuiet?: boolean } = {}): boolean => {
    if (!product) return false;
    if (options.isQuiet) {
      const num = Math.min(wanted, sku.stock);
      if (num < 1) return false;
      startCheckout([{ product_id: product.id, sku_id: sku.id, num }], false);
      navigate('/orderChecked');
      return false;
    }
    const line = { id: sku.id, shopId: product.store.id };
    const cart = useCart.getState().shopCart;
    const { quantity, isCapped, inCart } = quantityToAdd(
      cart,
      line,
      wanted,
      sku.stock,
      product.order_multiple,
    );
    if (quantity === 0) {
      showToast({ icon: 'fail', content: t('catalogue.goods.cartFull', { value: format.count(inCart) }) });
      return inCart > 0;
    }
    // the line shows at once; a refusal has been toasted by the client and the server's cart restored
    cartSync
      .add({
        ...line,
        shopName: product.store.name,
        num: quantity,
        productId: product.id,
        title: product.title,
        image: product.images[0]?.url ?? '',
        // the product's other lines count towards the tier too; the server answers the same
        price: unitPriceOf(sku.tiers, unitsInCartOf(cart, product.id) + quantity),
        tiers: sku.tiers,
        minOrderQty: product.min_order_qty,
        orderMultiple: product.order_multiple,
        shopMinOrderAmount: product.store.min_order_amount,
        size: sku.size,
        color: sku.color,
        stock: sku.stock,
      })
      .catch(() => undefined);
    if (isCapped) showToast({ content: t('catalogue.goods.cartCapped', { value: format.count(quantity) }) });
    else showToast({ icon: 'success', content: t('catalogue.goods.addedToCart') });
    return true;
  };
}
