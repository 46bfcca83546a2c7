import { Checkbox, Dialog, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { loginPathFrom } from '../../lib/login-path.ts';
import { useMoney } from '../../lib/use-money.ts';
import { useBuyerData } from '../../state/buyer-data.ts';
import { useCart } from './state/cart.ts';
import { type CartLine, groupByShop, lineKey } from './state/cart-rules.ts';
import { cartSync } from './state/cart-sync.ts';
import { useSession } from '../../state/session.ts';
import { CartLineRow } from './cart-line-row.tsx';
import { StoreMinimum } from './store-minimum.tsx';
import { buyerItemsOf, isAllSelected, pooledQtyOf, toggleAll, totals, withKeys } from './cart-selection.ts';
import { useCartSelection } from './use-selection.ts';
import './cart.css';

/** /cart: lines grouped by store, a selection per line, per store and overall, and its total. */
export default function CartPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useSession((state) => state.isLogin);
  const cart = useCart((state) => state.shopCart);
  const { selected, select, tickNew } = useCartSelection();
  const startCheckout = useBuyerData((state) => state.start);

  // a logged-in user's cart is the server's: another device may have changed it
  useEffect(() => {
    if (isLogin) cartSync.refresh().catch(() => undefined);
  }, [isLogin]);

  // lines come ticked, as on the marketplaces buyers know: "Check out (0)" on arrival puzzled them
  useEffect(() => tickNew(cart), [cart, tickNew]);

  const groups = groupByShop(cart, selected);
  const sums = totals(groups, selected);

  const confirm = (content: string) =>
    Dialog.confirm({ content, confirmText: t('common.confirm'), cancelText: t('common.cancel') });
  const removeLines = async (lines: CartLine[]) => {
    if (!(await confirm(t('cart.removeConfirm', { count: lines.length })))) return;
    select(withKeys(selected, lines.map(lineKey), false));
    await cartSync.remove(lines).catch(() => undefined);
  };
  const clear = async () => {
    if (!(await confirm(t('cart.clearConfirm')))) return;
    select(new Set());
    await cartSync.clear().catch(() => undefined);
  };
  const checkOut = () => {
    const items = buyerItemsOf(cart, selected);
    if (items.length === 0) {
      Toast.show({ content: t('checkout.selectProduct') });
      return;
    }
    if (!isLogin) {
      navigate(loginPathFrom(location));
      return;
    }
    startCheckout(items, true);
    navigate('/orderChecked');
  };

  return (
    <div className="cart-page">
      <PageHeader
        right={
          cart.length > 0 && (
            <button
              type="button"
              className="header-action"
              onClick={() => void clear()}
              data-testid="cart-clear"
            >
              {t('cart.clear')}
            </button>
          )
        }
      >
        {t('cart.title')}
      </PageHeader>
      <Link to="/quick-order" className="cart-quick-order" data-testid="cart-quick-order">
        {t('quickOrder.link')}
      </Link>
      {cart.length === 0 ? (
        <EmptyState
          title={t('cart.empty')}
          text={t('cart.emptyText')}
          action={
            <Link to="/product" className="link-button is-primary">
              {t('catalogue.goods.browse')}
            </Link>
          }
          testId="cart-empty"
        />
      ) : (
        <>
          {groups.map((group) => (
            <section
              key={group.shopId}
              className="cart-store"
              data-testid="cart-store"
              data-shop-id={group.shopId}
            >
              <header className="cart-store-header">
                <Checkbox
                  className="cart-check"
                  checked={isAllSelected(group.goods, selected)}
                  disabled={!group.goods.some((line) => line.isAvailable !== false)}
                  onChange={() => select(toggleAll(selected, group.goods))}
                  aria-label={t('cart.selectStore', { name: group.shopName })}
                  data-testid="cart-store-check"
                />
                <Link to={`/store/${group.shopId}`} className="cart-store-name">
                  {group.shopName}
                </Link>
                <span className="cart-store-total" data-testid="cart-store-total">
                  {money(sums.byShop.get(group.shopId) ?? '0')}
                </span>
              </header>
              {group.goods.map((line) => (
                <CartLineRow
                  key={lineKey(line)}
                  line={line}
                  pooled={pooledQtyOf(line, group.goods, selected)}
                  isSelected={selected.has(lineKey(line))}
                  onSelect={(isOn) => select(withKeys(selected, [lineKey(line)], isOn))}
                  onQuantity={(num) => void cartSync.setNum(line, num).catch(() => undefined)}
                  onRemove={() => void removeLines([line])}
                />
              ))}
              <StoreMinimum
                minimum={group.goods[0]?.shopMinOrderAmount}
                total={sums.byShop.get(group.shopId) ?? '0'}
              />
            </section>
          ))}
          <div className="cart-bar" data-testid="cart-bar">
            <Checkbox
              className="cart-check"
              checked={isAllSelected(cart, selected)}
              onChange={() => select(toggleAll(selected, cart))}
              data-testid="cart-select-all"
            >
              {t('cart.selectAll')}
            </Checkbox>
            <p className="cart-bar-total">
              <span>{t('cart.total')}</span> <strong data-testid="cart-total">{money(sums.total)}</strong>
            </p>
            <button
              type="button"
              className="cart-checkout"
              onClick={checkOut}
              aria-disabled={sums.count === 0}
              data-testid="cart-checkout"
            >
              {t('cart.checkOut', { count: sums.count })}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
