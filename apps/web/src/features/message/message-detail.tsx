import { ApiError } from '@market/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, QueryState } from '../../components/list-states.tsx';
import { useMessage } from './api/get-message.ts';
import { formatSentAt } from './format.ts';

/** One message whole: its text is plain text, shown with its line breaks (decision 031). */
export function MessageDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useMessage(id);
  const message = query.data;
  if (id <= 0 || (query.error instanceof ApiError && query.error.code === 404)) {
    return (
      <EmptyState
        title={t('messages.notFound')}
        action={
          <Link to="/message" className="link-button">
            {t('messages.backToList')}
          </Link>
        }
        testId="message-missing"
      />
    );
  }
  if (!message)
    return <QueryState query={query} skeleton={<div className="message-card shimmer message-skeleton" />} />;
  return (
    <article className="message-card" data-testid="message-detail" data-id={message.id}>
      <h1 className="message-title" dir="auto">
        {message.title}
      </h1>
      <time className="message-time" dateTime={message.created_at}>
        {formatSentAt(message.created_at)}
      </time>
      <p className="message-body" dir="auto" data-testid="message-body">
        {message.body}
      </p>
    </article>
  );
}
