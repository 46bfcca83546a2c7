import { PageHeader } from '@market/app-kit/page-header';
import { ApiError } from '@market/client';
import type { Quote } from '@market/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListError, ListSkeleton } from '../../components/list-states.tsx';
import { AnswerForm } from './answer-form.tsx';
import { useStoreQuote } from './api/use-quotes.ts';
import { DeclineSheet } from './decline-sheet.tsx';
import { useFormat } from './format.ts';
import { QuoteLines } from './quote-lines.tsx';
import './quotes.css';

/** Opened from the list, back goes back (keeping its tab); opened from a link, to /quotes. */
const backTarget = () => ((window.history.state as { idx?: number } | null)?.idx ? undefined : '/quotes');

/** /quotes/:id: one request to the store, answered with prices or declined while it is new. */
export default function QuoteDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || 0;
  const query = useStoreQuote(id);
  const isMissing = id <= 0 || (query.error instanceof ApiError && query.error.code === 404);
  return (
    <div className="quote-detail-page">
      <PageHeader backTo={backTarget()}>{t('quotes.detail')}</PageHeader>
      {isMissing ? (
        <div className="list-empty" role="status" data-testid="quote-missing">
          <p>{t('quotes.notFound')}</p>
          <Link to="/quotes">{t('quotes.backToList')}</Link>
        </div>
      ) : query.data ? (
        <QuoteDetail quote={query.data} />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : (
        <ListSkeleton className="quote-card" />
      )}
    </div>
  );
}

function QuoteDetail({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [isDeclining, setIsDeclining] = useState(false);
  const isNew = quote.status === 'requested';
  return (
    <div
      className="quote-detail"
      data-testid="quote-detail"
      data-quote-id={quote.id}
      data-status={quote.status}
    >
      <section className="quote-card">
        <div className="quote-card-head">
          <span className={`status-badge is-${quote.status}`} data-testid="quote-status">
            {t(`quotes.status.${quote.status}`)}
          </span>
          <time dateTime={quote.created_at}>{format.dateTime(quote.created_at)}</time>
        </div>
        <p className="quote-buyer">{t('quotes.buyer', { name: quote.buyer_name })}</p>
        {quote.message && (
          <p className="quote-message" data-testid="quote-buyer-message">
            <strong>{t('quotes.message')}</strong> <bdi>{quote.message}</bdi>
          </p>
        )}
      </section>
      <section className="quote-card" aria-labelledby="quote-lines-title">
        <h2 id="quote-lines-title" className="section-title">
          {t('quotes.lines')}
        </h2>
        <QuoteLines lines={quote.lines} />
        {quote.quoted_total && (
          <p className="quote-card-total">
            {t('quotes.quotedTotal')}{' '}
            <strong data-testid="quote-total">{format.money(quote.quoted_total)}</strong>
          </p>
        )}
      </section>
      {!isNew && (
        <section className="quote-card" data-testid="quote-outcome">
          {quote.valid_until && (
            <p>
              {t('quotes.validUntil')}:{' '}
              <time dateTime={quote.valid_until} data-testid="quote-valid-until">
                {format.dateTime(quote.valid_until)}
              </time>
            </p>
          )}
          {quote.seller_note && (
            <p data-testid="quote-seller-note">
              <strong>{quote.status === 'declined' ? t('quotes.reason') : t('quotes.note')}</strong>{' '}
              <bdi>{quote.seller_note}</bdi>
            </p>
          )}
        </section>
      )}
      {isNew && (
        <>
          <section className="quote-card">
            <AnswerForm quote={quote} />
          </section>
          <div className="quote-decline">
            <Button
              block
              color="danger"
              fill="outline"
              onClick={() => setIsDeclining(true)}
              data-testid="quote-decline"
            >
              {t('quotes.decline')}
            </Button>
          </div>
          <DeclineSheet quote={quote} isOpen={isDeclining} onClose={() => setIsDeclining(false)} />
        </>
      )}
    </div>
  );
}
