import type { MessageListItem } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteList } from '../../components/infinite-list.tsx';
import { EmptyState } from '../../components/list-states.tsx';
import { itemsOf } from '../../lib/paging.ts';
import { useMessages } from './api/get-messages.ts';
import { formatSentAt } from './format.ts';

/** The messages, newest first; an unread one has a dot and a bold title. */
export function MessageList() {
  const { t } = useTranslation();
  const query = useMessages();
  const items = itemsOf(query.data?.pages);
  return (
    <InfiniteList
      query={query}
      count={items.length}
      skeleton={<MessageSkeleton />}
      empty={
        <EmptyState title={t('messages.empty')} text={t('messages.emptyText')} testId="messages-empty" />
      }
      testId="message-list"
    >
      <ul className="message-list">
        {items.map((message) => (
          <MessageRow key={message.id} message={message} />
        ))}
      </ul>
    </InfiniteList>
  );
}

function MessageRow({ message }: { message: MessageListItem }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={`/message?id=${message.id}`}
        className={message.is_read ? 'message-row' : 'message-row is-unread'}
        data-testid="message-row"
        data-id={message.id}
        data-read={message.is_read}
      >
        <span className="message-dot" aria-hidden="true" />
        <span className="message-row-text">
          <span className="message-row-head">
            <strong className="message-row-title" dir="auto">
              {!message.is_read && <span className="visually-hidden">{t('messages.unread')}: </span>}
              {message.title}
            </strong>
            <time dateTime={message.created_at}>{formatSentAt(message.created_at)}</time>
          </span>
          <span className="message-row-summary clamp-2" dir="auto">
            {message.summary}
          </span>
        </span>
      </Link>
    </li>
  );
}

function MessageSkeleton() {
  return (
    <div aria-hidden="true" className="message-list">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="message-row">
          <div className="shimmer message-skeleton" />
        </div>
      ))}
    </div>
  );
}
