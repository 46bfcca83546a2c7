import type { QuoteFilter } from '@market/contract/quote-limits';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { InfiniteList } from '../../components/infinite-list.tsx';
import { EmptyState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { itemsOf } from '../../lib/paging.ts';
import { useSession } from '../../state/session.ts';
import { useQuotes } from './api/get-quotes.ts';
import { QuoteCard } from './quote-card.tsx';
import './quote.css';

/** The tabs: every quote, those awaiting the store, those quoted (to accept), and the closed ones. */
const TABS = ['all', 'requested', 'quoted', 'closed'] as const satisfies QuoteFilter[];
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');

/** /quotes?status=: the caller's requests for quotation of one status (or all), newest first. */
export default function QuotesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('status');
  const status: Tab = isTab(requested) ? requested : 'all';
  const isLogin = useSession((state) => state.isLogin);
  const query = useQuotes(status);
  if (!isLogin) return <LoginRedirect />;
  const items = itemsOf(query.data?.pages);
  return (
    <div className="quote-page">
      <PageHeader backTo="/mine">{t('quote.title')}</PageHeader>
      {/* a row of links rather than antd-mobile's Tabs: sharing Tabs with /order split it into a chunk
          of its own, and its name in every route's preload list cost the home route 84 bytes gzip */}
      <nav className="quote-tabs" aria-label={t('quote.title')} data-testid="quote-tabs">
        {TABS.map((tab) => (
          <Link
            key={tab}
            to={`/quotes?status=${tab}`}
            replace
            className="quote-tab"
            aria-current={tab === status ? 'page' : undefined}
            data-testid={`quote-filter-${tab}`}
          >
            {t(`quote.tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      <InfiniteList
        query={query}
        count={items.length}
        skeleton={<div className="quote-card shimmer quote-skeleton" aria-hidden="true" />}
        empty={
          <EmptyState
            title={t('quote.empty')}
            text={t('quote.emptyText')}
            action={
              <Link to="/product" className="link-button is-primary">
                {t('quote.browse')}
              </Link>
            }
            testId="quote-empty"
          />
        }
        testId="quote-list"
      >
        {items.map((quote) => (
          <QuoteCard key={quote.id} quote={quote} />
        ))}
      </InfiniteList>
    </div>
  );
}
