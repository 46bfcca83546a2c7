import Toast from 'antd-mobile/es/components/toast';
import type { ProductDetail, Sku } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useCart } from '../../../stores/cart.ts';
import { useFormat } from '../format.ts';
import { quantityToAdd } from './cart-quantity.ts';

/**
 * Puts a quantity of the chosen SKU in the persisted `shopCart`, in its store's group, never past
 * the stock; answers whether the cart now holds it (Buy now then goes on to the cart).
 */
export function useAddToCart(product: ProductDetail | undefined) {
  const { t } = useTranslation();
  const format = useFormat();
  const add = useCart((state) => state.add);
  return (sku: Sku, wanted: number, options: { isQuiet?: boolean } = {}): boolean => {
    if (!product) return false;
    const line = { id: sku.id, shopId: product.store.id };
    const { quantity, isCapped, inCart } = quantityToAdd(
      useCart.getState().shopCart,
      line,
      wanted,
      sku.stock,
    );
    if (quantity === 0) {
      Toast.show({ icon: 'fail', content: t('catalogue.goods.cartFull', { value: format.count(inCart) }) });
      return inCart > 0;
    }
    add({
      ...line,
      shopName: product.store.name,
      num: quantity,
      productId: product.id,
      title: product.title,
      image: product.images[0]?.url ?? '',
      price: sku.price,
      size: sku.size,
      color: sku.color,
      stock: sku.stock,
    });
    if (isCapped) Toast.show({ content: t('catalogue.goods.cartCapped', { value: format.count(quantity) }) });
    else if (!options.isQuiet) Toast.show({ icon: 'success', content: t('catalogue.goods.addedToCart') });
    return true;
  };
}
