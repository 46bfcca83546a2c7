import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** A load that failed: the reason in general terms and a retry. */
export function ErrorState({ onRetry, testId = 'error-state' }: { onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="list-state" role="alert" data-testid={testId}>
      <p className="list-state-title">{t('catalogue.loadFailed')}</p>
      <p className="list-state-text">{t('catalogue.loadFailedText')}</p>
      <button type="button" className="link-button" onClick={onRetry}>
        {t('shell.retry')}
      </button>
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
  query: { isError: boolean; fetchStatus: string; refetch: () => unknown };
  skeleton: ReactNode;
}) {
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (query.fetchStatus === 'paused') return <OfflineState />;
  return <div aria-busy="true">{skeleton}</div>;
}
