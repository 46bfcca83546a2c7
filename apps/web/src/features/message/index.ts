// What other features may use of the site messages (decision 017): the unread count's badge for /mine.
export { UnreadBadge } from './unread-badge.tsx';
