import { ApiError } from '@market/client';
import type { CheckoutResponse } from '@market/contract';
import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, QueryState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { useMoney } from '../../lib/use-money.ts';
import { useSession } from '../../state/session.ts';
import { useCheckout } from './api/get-checkout.ts';
import '../../components/states.css';
import './order.css';
import './order-more.css';

/**
 * /success?checkout_id=N: the result of a payment, read back from the server — "Payment
 * successful" only for a checkout of the caller's that is paid; an unpaid one leads back to /pay,
 * and a missing or foreign one says there is nothing to show (decision 035).
 */
export default function SuccessPage() {
  const { t } = useTranslation();
  const checkoutId = Number(useSearchParams()[0].get('checkout_id')) || 0;
  const isLogin = useSession((state) => state.isLogin);
  const query = useCheckout(checkoutId);
  if (!isLogin) return <LoginRedirect />;
  const checkout = query.data;
  if (checkoutId <= 0 || (query.error instanceof ApiError && query.error.code === 404)) {
    return (
      <EmptyState
        title={t('success.none')}
        text={t('success.noneText')}
        action={<HomeLink />}
        testId="success-none"
      />
    );
  }
  if (!checkout)
    return (
      <QueryState query={query} skeleton={<div className="checkout-card shimmer checkout-skeleton" />} />
    );
  return checkout.status === 'paid' ? <Paid checkout={checkout} /> : <NotPaid checkout={checkout} />;
}

function Paid({ checkout }: { checkout: CheckoutResponse }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="success-page" data-testid="pay-success">
      <Result
        status="success"
        title={t('success.title')}
        description={
          <>
            <span data-testid="success-amount">
              {t('success.paid', { amount: money(checkout.total), count: checkout.orders.length })}
            </span>
            <br />
            {t('success.text')}
          </>
        }
      />
      <div className="button-row">
        <Link to="/order?status=paid" className="link-button is-primary" data-testid="success-orders">
          {t('success.orders')}
        </Link>
        <HomeLink />
      </div>
    </div>
  );
}

function NotPaid({ checkout }: { checkout: CheckoutResponse }) {
  const { t } = useTranslation();
  const isExpired = checkout.status === 'expired';
  return (
    <div className="success-page" data-testid="success-unpaid">
      <Result
        status="warning"
        title={t(isExpired ? 'success.expired' : 'success.unpaid')}
        description={t(isExpired ? 'success.expiredText' : 'success.unpaidText')}
      />
      <div className="button-row">
        {isExpired ? (
          <Link to="/cart" className="link-button is-primary">
            {t('success.cart')}
          </Link>
        ) : (
          <Link to={`/pay?checkout_id=${checkout.checkout_id}`} className="link-button is-primary">
            {t('success.pay')}
          </Link>
        )}
        <HomeLink />
      </div>
    </div>
  );
}

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="link-button" data-testid="success-home">
      {t('success.home')}
    </Link>
  );
}
