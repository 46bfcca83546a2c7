import { ApiError } from '@market/client';
import { ResponseCode } from '@market/contract/codes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './states.css';

/** Nothing to show, said plainly, with an optional way on. */
export function EmptyState({
  title,
  text,
  action,
  testId = 'empty-state',
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="list-state" role="status" data-testid={testId}>
      <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true">
        <path d="M3 7l9-4 9 4v10l-9 4-9-4z M3 7l9 4 9-4 M12 11v10" strokeWidth="1.2" />
      </svg>
      <p className="list-state-title">{title}</p>
      {text && <p className="list-state-text">{text}</p>}
      {action}
    </div>
  );
}

/**
 * A load that failed. A refusal from the server says why in its words, with the way home when the
 * thing does not exist; only a failure to reach the server is about the connection.
 */
export function ErrorState({
  onRetry,
  error,
  testId = 'error-state',
}: {
  onRetry: () => void;
  error?: unknown;
  testId?: string;
}) {
  const { t } = useTranslation();
  const refusal = error instanceof ApiError && !error.isNetworkError && error.message ? error : null;
  const isMissing = refusal?.code === ResponseCode.notFound || refusal?.status === 404;
  return (
    <div
      className="list-state"
      role="alert"
      data-testid={testId}
      data-reason={isMissing ? 'missing' : undefined}
    >
      <p className="list-state-title">{refusal ? refusal.message : t('catalogue.loadFailed')}</p>
      {!refusal && <p className="list-state-text">{t('catalogue.loadFailedText')}</p>}
      {isMissing ? (
        <Link to="/" className="link-button">
          {t('notFound.home')}
        </Link>
      ) : (
        <button type="button" className="link-button" onClick={onRetry}>
          {t('shell.retry')}
        </button>
      )}
    </div>
  );
}

/** Nothing loaded and no network: the page waits for the connection and loads by itself then. */
export function OfflineState({ testId = 'offline-state' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="list-state" role="status" data-testid={testId}>
      <p className="list-state-title">{t('catalogue.offline')}</p>
      <p className="list-state-text">{t('catalogue.offlineText')}</p>
    </div>
  );
}

/** The states of a single query before its data: offline, failed, else the skeleton. */
export function QueryState({
  query,
  skeleton,
}: {
  query: { isError: boolean; error?: unknown; fetchStatus: string; refetch: () => unknown };
  skeleton: ReactNode;
}) {
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} error={query.error} />;
  if (query.fetchStatus === 'paused') return <OfflineState />;
  return <div aria-busy="true">{skeleton}</div>;
}
