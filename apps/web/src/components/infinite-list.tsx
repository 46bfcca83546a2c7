import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearEnd } from '../lib/use-near-end.ts';
import { ErrorState, OfflineState } from './list-states.tsx';

/** The part of an infinite query's result a list needs. */
export interface PagedQuery {
  isPending: boolean;
  /** 'paused' while offline: TanStack Query waits for the network. */
  fetchStatus: 'fetching' | 'paused' | 'idle';
  isError: boolean;
  error?: unknown;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  /** True while a new filter's first page loads and the previous list still shows. */
  isPlaceholderData?: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * An infinite list's states: skeletons while the first page loads (a notice while offline), an
 * error with a retry, the empty state, else the items and, as the end comes near, the next page.
 */
export function InfiniteList({
  query,
  count,
  skeleton,
  empty,
  children,
  testId,
  isGrowing = false,
}: {
  query: PagedQuery;
  count: number;
  skeleton: ReactNode;
  empty: ReactNode;
  children: ReactNode;
  testId?: string;
  /** The items shown are still growing to `count` (`useGrowingCount`): the next page waits for them. */
  isGrowing?: boolean;
}) {
  const { t } = useTranslation();
  const canLoadMore =
    !isGrowing && query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useNearEnd(canLoadMore, () => void query.fetchNextPage());

  if (query.isPending) return query.fetchStatus === 'paused' ? <OfflineState /> : <>{skeleton}</>;
  if (query.isError && !query.isFetchNextPageError)
    return <ErrorState onRetry={() => void query.refetch()} error={query.error} />;
  if (count === 0) return <>{empty}</>;
  return (
    <div
      className={query.isPlaceholderData ? 'infinite-list is-stale' : 'infinite-list'}
      data-testid={testId}
    >
      {children}
      {query.isFetchingNextPage && skeleton}
      {query.isFetchNextPageError && (
        <button type="button" className="link-button load-more" onClick={() => void query.fetchNextPage()}>
          {t('catalogue.loadMoreFailed')}
        </button>
      )}
      {!query.hasNextPage && <p className="list-end">{t('catalogue.noMore')}</p>}
      <div ref={sentinel} className="list-sentinel" aria-hidden="true" />
    </div>
  );
}
