import { ApiError } from '@market/client';
import type { CheckoutResponse } from '@market/contract';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FundPasswordItem, NoFundPasswordNotice } from '../../components/fund-password.tsx';
import { EmptyState, QueryState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useMe } from '../../state/use-me.ts';
import { useMoney } from '../../lib/use-money.ts';
import { useSession } from '../../state/session.ts';
import { useCheckout } from './api/get-checkout.ts';
import { usePayOrder } from './api/pay-order.ts';
import { formatClock, remainingMs } from './countdown.ts';
import { isBalanceShort } from './pay-balance.ts';
import { useNow } from './use-now.ts';
import './order.css';
import './order-more.css';

/** /pay?checkout_id=N: pay an unpaid checkout from the balance with the fund password. */
export default function PayPage() {
  const { t } = useTranslation();
  const checkoutId = Number(useSearchParams()[0].get('checkout_id')) || 0;
  const isLogin = useSession((state) => state.isLogin);
  const query = useCheckout(checkoutId);
  if (!isLogin) return <LoginRedirect />;
  const checkout = query.data;
  return (
    <div className="checkout-page">
      <PageHeader>{t('pay.title')}</PageHeader>
      {checkoutId <= 0 || (query.error instanceof ApiError && query.error.code === 404) ? (
        <EmptyState title={t('pay.notFound')} action={<OrdersLink />} testId="pay-missing" />
      ) : !checkout ? (
        <QueryState query={query} skeleton={<div className="checkout-card shimmer checkout-skeleton" />} />
      ) : checkout.status === 'paid' ? (
        <EmptyState title={t('pay.alreadyPaid')} action={<OrdersLink />} testId="pay-paid" />
      ) : (
        <PayForm checkout={checkout} onExpired={() => void query.refetch()} />
      )}
    </div>
  );
}

function OrdersLink() {
  const { t } = useTranslation();
  return (
    <Link to="/order?status=all" className="link-button">
      {t('success.orders')}
    </Link>
  );
}

function PayForm({ checkout, onExpired }: { checkout: CheckoutResponse; onExpired: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ fund_password: string }>();
  const { data: me } = useMe();
  const pay = usePayOrder();
  const left = remainingMs(checkout.expires_at, useNow(checkout.status === 'unpaid'));
  const isExpired = checkout.status === 'expired' || left === 0;
  // the server's refusal shows it too: the balance can fall after the screen loaded it
  const isShort = isBalanceShort(checkout, pay.error);
  const hasFundPassword = me?.has_fund_password ?? true;

  const { submit, isSubmitting } = useFormSubmit<{ fund_password: string }>(
    form,
    ['fund_password'],
    async ({ fund_password }) => {
      await pay.mutateAsync({ checkout_id: checkout.checkout_id, fund_password });
      navigate(`/success?checkout_id=${checkout.checkout_id}`, { replace: true });
    },
  );

  if (isExpired) {
    return (
      <EmptyState
        title={t('pay.expired')}
        text={t('pay.expiredText')}
        action={
          <Link to="/cart" className="link-button" onClick={onExpired}>
            {t('checkout.toCart')}
          </Link>
        }
        testId="pay-expired"
      />
    );
  }
  return (
    <>
      <section className="checkout-card pay-summary">
        <p className="pay-label">{t('pay.amount')}</p>
        <p className="pay-total" data-testid="pay-total">
          {money(checkout.total)}
        </p>
        <p className="pay-countdown" role="timer" data-testid="pay-countdown">
          {t('pay.timeLeft', { time: formatClock(left) })}
        </p>
        <p className="pay-orders">{t('pay.orders', { count: checkout.orders.length })}</p>
      </section>
      <section className="checkout-card">
        <p className="checkout-method">
          <span>{t('checkout.balanceMethod')}</span>
          <strong data-testid="pay-balance">{money(checkout.balance)}</strong>
        </p>
        {isShort && (
          <p className="checkout-short" data-testid="pay-short">
            {t('pay.insufficient')}{' '}
            <Link to="/recharge" data-testid="pay-recharge">
              {t('mine.recharge')}
            </Link>
          </p>
        )}
      </section>
      {!hasFundPassword && (
        <NoFundPasswordNotice
          text={t('pay.noFundPassword')}
          linkText={t('pay.setFundPassword')}
          testId="pay-no-fund-password"
        />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        footer={
          <SubmitButton isSubmitting={isSubmitting} isDisabled={!hasFundPassword} testId="pay-submit">
            {t('pay.submit', { amount: money(checkout.total) })}
          </SubmitButton>
        }
      >
        <FundPasswordItem message={t('pay.enterFundPassword')} testId="pay-fund-password" />
      </Form>
    </>
  );
}
