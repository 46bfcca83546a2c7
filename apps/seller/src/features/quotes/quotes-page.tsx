import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListEnd, ListError, ListSkeleton } from '../../components/list-states.tsx';
import { useStoreQuotes } from './api/use-quotes.ts';
import { QuoteCard } from './quote-card.tsx';
import { CLOSED_STATUSES, listOf, QUOTE_TABS, type QuoteTab } from './tabs.ts';
import './quotes.css';

/**
 * /quotes?tab=&status=: the store's requests for quotation: new ones to answer first, then those
 * quoted and still open, then the closed ones by how they closed. Both live in the address, so the
 * back button from a quote returns here.
 */
export default function QuotesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { tab, status } = listOf(params);
  const query = useStoreQuotes(status);
  const quotes = query.data?.pages.flatMap((page) => page.list) ?? [];
  const show = (next: { tab: QuoteTab; status?: string }) =>
    setParams({ tab: next.tab, ...(next.status ? { status: next.status } : {}) }, { replace: true });

  return (
    <div className="quotes-page">
      <h1 className="page-title">{t('quotes.title')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => show({ tab: key as QuoteTab })}
        // antd-mobile's Tabs take their own direction (ltr unless told) for scrolling and the ink bar
        direction={i18n.dir()}
        className="quotes-tabs"
        data-testid="quotes-tabs"
      >
        {QUOTE_TABS.map((key) => (
          <Tabs.Tab
            key={key}
            title={<span data-testid={`quotes-tab-${key}`}>{t(`quotes.tabs.${key}`)}</span>}
          />
        ))}
      </Tabs>
      {tab === 'closed' && (
        <div className="quotes-chips" role="group" aria-label={t('quotes.tabs.closed')}>
          {CLOSED_STATUSES.map((closed) => (
            <button
              key={closed}
              type="button"
              className={closed === status ? 'quotes-chip is-on' : 'quotes-chip'}
              aria-pressed={closed === status}
              onClick={() => show({ tab, status: closed })}
              data-testid={`quotes-status-${closed}`}
            >
              {t(`quotes.status.${closed}`)}
            </button>
          ))}
        </div>
      )}
      {query.isPending ? (
        <ListSkeleton className="quote-card" />
      ) : query.isError && !query.isFetchNextPageError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : quotes.length === 0 ? (
        <ListEmpty testId="quotes-empty">{t(`quotes.empty.${status}`)}</ListEmpty>
      ) : (
        <div
          className={query.isPlaceholderData ? 'quote-list is-stale' : 'quote-list'}
          data-testid="quote-list"
        >
          {quotes.map((quote) => (
            <QuoteCard key={quote.id} quote={quote} />
          ))}
          <ListEnd query={query} loadMore={t('quotes.loadMore')} noMore={t('quotes.noMore')} />
        </div>
      )}
    </div>
  );
}
