import type { LoanProducts } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState, QueryState } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { loginPathFrom } from '../../lib/login-path.ts';
import { useSession } from '../../state/session.ts';
import { useLoanProducts } from './api/get-products.ts';
import { canBorrow } from './application.ts';
import { ApplyForm } from './components/apply-form.tsx';
import { LoanStatus } from './components/loan-status.tsx';
import '@market/app-kit/withdraw/funds.css';
import './loan.css';

/**
 * /loan: the loan application (spec §2), with the caller's credit score and, if any, their open
 * loan. A visitor stays here (the footer of loan paths shows) and is asked to log in.
 */
export default function LoanPage() {
  const { t } = useTranslation();
  const isLogin = useSession((state) => state.isLogin);
  const query = useLoanProducts();
  const loginPath = loginPathFrom(useLocation());
  return (
    <div className="loan-page">
      <PageHeader
        backTo="/mine"
        right={
          <Link to="/loan/records" className="loan-header-link" data-testid="loan-records-link">
            {t('loan.records')}
          </Link>
        }
      >
        {t('loan.title')}
      </PageHeader>
      {!isLogin ? (
        <EmptyState
          title={t('loan.loginTitle')}
          text={t('loan.loginText')}
          action={
            <Link to={loginPath} className="link-button" data-testid="loan-login">
              {t('loan.login')}
            </Link>
          }
          testId="loan-visitor"
        />
      ) : query.data ? (
        <LoanOffer offer={query.data} />
      ) : (
        <QueryState query={query} skeleton={<div className="funds-card shimmer loan-skeleton" />} />
      )}
    </div>
  );
}

function LoanOffer({ offer }: { offer: LoanProducts }) {
  const { t } = useTranslation();
  const products = offer.products.filter(canBorrow);
  return (
    <>
      <section className="funds-card loan-score" data-testid="loan-score">
        <div>
          <p className="funds-label">{t('loan.score')}</p>
          <strong className="loan-score-value" data-testid="loan-score-value">
            {offer.score}
          </strong>
        </div>
        <p className="funds-hint">{t('loan.scoreHint', { min: offer.min_score })}</p>
      </section>
      {offer.open_loan ? (
        <section className="funds-card loan-open" data-testid="loan-open">
          <p className="loan-open-title">
            {t('loan.openTitle')} <LoanStatus status={offer.open_loan.status} />
          </p>
          <p className="funds-hint">{t('loan.openText')}</p>
          <Link to={`/loan/${offer.open_loan.id}`} className="link-button" data-testid="loan-open-link">
            {t('loan.openLink')}
          </Link>
        </section>
      ) : products.length === 0 ? (
        <EmptyState
          title={t('loan.scoreTooLow', { score: offer.score })}
          text={t('loan.scoreTooLowText', { min: offer.min_score })}
          testId="loan-score-too-low"
        />
      ) : (
        <ApplyForm products={products} />
      )}
    </>
  );
}
