import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './list-states.css';

/** Grey cards in the shape of a list's items while its first page loads. */
export function ListSkeleton({ className = 'list-card' }: { className?: string }) {
  return (
    <div aria-busy="true" data-testid="list-skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} className={`${className} skeleton-card`} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A first page that failed: the client has toasted why; the list offers to try again. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="list-empty" role="alert" data-testid="list-error">
      <p>{t('common.loadFailed')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}

/** Nothing in the list, said plainly. */
export function ListEmpty({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p className="list-empty" role="status" data-testid={testId}>
      {children}
    </p>
  );
}

/**
 * The end of a paged list: the next page on request (a button, which a keyboard and a screen reader
 * reach too), or a line saying there is no more. The texts are the feature's.
 */
export function ListEnd({
  query,
  loadMore,
  noMore,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  loadMore: string;
  noMore: string;
}) {
  if (!query.hasNextPage) return <p className="list-end">{noMore}</p>;
  return (
    <Button
      block
      className="load-more"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
      data-testid="load-more"
    >
      {loadMore}
    </Button>
  );
}
