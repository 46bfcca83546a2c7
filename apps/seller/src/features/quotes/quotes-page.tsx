import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListEnd, ListError, ListSkeleton } from '../../components/list-states.tsx';
import { useStoreQuotes } from './api/use-quotes.ts';
import { QuoteCard } from './quote-card.tsx';
import { QUOTE_TABS, TAB_FILTERS, type QuoteTab, tabOf } from './tabs.ts';
import './quotes.css';

/**
 * /quotes?tab=: the store's requests for quotation: new ones to answer first, then those
 * quoted and still open, then the closed ones. The tab lives in the address, so the back button
 * from a quote returns to it.
 */
export default function QuotesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const query = useStoreQuotes(TAB_FILTERS[tab]);
  const quotes = query.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <div className="quotes-page">
      <h1 className="page-title">{t('quotes.title')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key as QuoteTab }, { replace: true })}
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
      {query.isPending ? (
        <ListSkeleton className="quote-card" />
      ) : query.isError && !query.isFetchNextPageError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : quotes.length === 0 ? (
        <ListEmpty testId="quotes-empty">{t(`quotes.empty.${TAB_FILTERS[tab]}`)}</ListEmpty>
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
