import { ApiError } from '@market/client';
import type { Quote } from '@market/contract';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, QueryState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { localeOf } from '../../lib/locale.ts';
import { useMoney } from '../../lib/use-money.ts';
import { useSession } from '../../state/session.ts';
import { useCancelQuote } from './api/change-quote.ts';
import { useQuote } from './api/get-quote.ts';
import { QuoteAccept } from './quote-accept.tsx';
import { QuoteLines } from './quote-lines.tsx';
import { QuoteState } from './quote-state.tsx';
import { QuoteStatus } from './quote-status.tsx';
import { useNow } from './use-now.ts';
import { isAcceptable } from './validity.ts';
import './quote.css';

/** /quote/:id: one of the caller's quotes, withdrawn while open, accepted while quoted and valid. */
export default function QuoteDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || 0;
  const isLogin = useSession((state) => state.isLogin);
  const query = useQuote(id);
  if (!isLogin) return <LoginRedirect />;
  return (
    <div className="quote-page">
      <PageHeader backTo="/quotes">{t('quote.detail')}</PageHeader>
      {id <= 0 || (query.error instanceof ApiError && query.error.code === 404) ? (
        <EmptyState
          title={t('quote.notFound')}
          action={
            <Link to="/quotes" className="link-button">
              {t('quote.title')}
            </Link>
          }
          testId="quote-missing"
        />
      ) : !query.data ? (
        <QueryState query={query} skeleton={<div className="quote-card shimmer quote-skeleton" />} />
      ) : (
        <QuoteDetail quote={query.data} />
      )}
    </div>
  );
}

function QuoteDetail({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const cancel = useCancelQuote();
  const canAccept = isAcceptable(quote, useNow(quote.status === 'quoted'));
  const isOpen = quote.status === 'requested' || quote.status === 'quoted';
  const dates = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium' });
  const onCancel = async () => {
    const isSure = await Dialog.confirm({
      content: t('quote.cancelConfirm'),
      confirmText: t('quote.cancel'),
      cancelText: t('quote.keep'),
    });
    if (isSure) cancel.mutate(quote.id);
  };
  return (
    <div data-testid="quote-detail" data-quote-id={quote.id} data-status={quote.status}>
      <section className="quote-card quote-head">
        <div className="quote-card-head">
          <span className="quote-card-store">{quote.shop_name}</span>
          <QuoteStatus quote={quote} />
        </div>
        <p className="quote-head-meta">
          {t('quote.number', { id: quote.id })} ·{' '}
          <time dateTime={quote.created_at}>{dates.format(new Date(quote.created_at))}</time>
        </p>
      </section>
      <QuoteState quote={quote} />
      <section className="quote-card">
        <QuoteLines lines={quote.lines} />
        {quote.quoted_total && (
          <p className="quote-total">
            {t('quote.quotedTotal')} <strong data-testid="quote-total">{money(quote.quoted_total)}</strong>
          </p>
        )}
        <p className="quote-total-note">{t('quote.totalNote')}</p>
      </section>
      {(quote.message || (quote.seller_note && quote.status !== 'declined')) && (
        <section className="quote-card quote-notes">
          {quote.message && (
            <p data-testid="quote-buyer-message">
              <strong>{t('quote.yourMessage')}</strong> <bdi>{quote.message}</bdi>
            </p>
          )}
          {quote.seller_note && quote.status !== 'declined' && (
            <p data-testid="quote-seller-note">
              <strong>{t('quote.sellerNote')}</strong> <bdi>{quote.seller_note}</bdi>
            </p>
          )}
        </section>
      )}
      {canAccept && <QuoteAccept quote={quote} />}
      {isOpen && (
        <div className="quote-actions">
          <Button
            block
            fill="outline"
            shape="rounded"
            loading={cancel.isPending}
            onClick={() => void onCancel()}
            data-testid="quote-cancel"
          >
            {t('quote.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}
