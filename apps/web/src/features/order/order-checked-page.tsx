import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState, QueryState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { compare } from '@market/contract/decimal';
import { useMoney } from '../../lib/use-money.ts';
import { useBuyerData } from '../../state/buyer-data.ts';
import { useSession } from '../../state/session.ts';
import { cartSync, useCart } from '../cart/index.ts';
import { useOrderPreview } from './api/confirm-order.ts';
import { currentCampaign } from '../../lib/campaign.ts';
import { useCreateOrder } from './api/create-order.ts';
import { CheckoutAddress } from './checkout-address.tsx';
import { OrderAmounts, OrderLines } from './order-lines.tsx';
import './order.css';
import './order-more.css';

/** /orderChecked: the order confirmation of `buyerData`, priced by the server, then Submit. */
export default function OrderCheckedPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const isLogin = useSession((state) => state.isLogin);
  const { items, isFromCart, addressId, clear } = useBuyerData();
  const preview = useOrderPreview(items, addressId);
  const create = useCreateOrder();
  if (!isLogin) return <LoginRedirect />;

  if (items.length === 0) {
    return (
      <>
        <PageHeader>{t('checkout.title')}</PageHeader>
        <EmptyState
          title={t('checkout.selectProduct')}
          action={
            <Link to="/cart" className="link-button is-primary">
              {t('checkout.toCart')}
            </Link>
          }
          testId="checkout-nothing"
        />
      </>
    );
  }
  const data = preview.data;
  // the server places no order the balance cannot pay (decision 053): recharge first
  const isShort = !!data && compare(data.balance, data.total) < 0;
  const submit = async () => {
    if (!data?.address) return;
    const campaign = currentCampaign();
    const created = await create
      .mutateAsync({ items, address_id: data.address.id, ...(campaign && { campaign }) })
      .catch(() => undefined);
    if (!created) return;
    if (isFromCart) {
      const ordered = new Set(items.map((item) => item.sku_id));
      const lines = useCart.getState().shopCart.filter((line) => ordered.has(line.id));
      cartSync.remove(lines).catch(() => undefined);
    }
    clear();
    navigate(`/pay?checkout_id=${created.checkout_id}`, { replace: true });
  };

  return (
    <div className="checkout-page">
      <PageHeader>{t('checkout.title')}</PageHeader>
      {!data ? (
        <QueryState query={preview} skeleton={<div className="checkout-card shimmer checkout-skeleton" />} />
      ) : (
        <>
          <CheckoutAddress address={data.address} />
          {data.orders.map((order) => (
            <section key={order.shop_id} className="checkout-card" data-testid="checkout-store">
              <h2 className="checkout-store">{order.shop_name}</h2>
              <OrderLines lines={order.items} />
              <OrderAmounts amounts={order} totalLabel={t('checkout.subtotal')} />
            </section>
          ))}
          <section className="checkout-card">
            <h2 className="checkout-store">{t('checkout.payment')}</h2>
            <p className="checkout-method" data-testid="checkout-method">
              <span>{t('checkout.balanceMethod')}</span>
              <span>{t('checkout.available', { amount: money(data.balance) })}</span>
            </p>
            {isShort && (
              <p className="checkout-short" data-testid="checkout-short">
                {t('pay.insufficient')} <Link to="/recharge">{t('mine.recharge')}</Link>
              </p>
            )}
            <OrderAmounts amounts={data} totalLabel={t('checkout.total')} testId="checkout-amounts" />
          </section>
          <div className="checkout-bar">
            <p>
              {t('checkout.total')} <strong data-testid="checkout-total">{money(data.total)}</strong>
            </p>
            <Button
              color="primary"
              shape="rounded"
              disabled={!data.address || preview.isPlaceholderData || isShort}
              loading={create.isPending}
              onClick={() => void submit()}
              data-testid="checkout-submit"
            >
              {t('checkout.submit')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
