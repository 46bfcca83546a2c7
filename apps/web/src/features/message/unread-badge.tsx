import { useTranslation } from 'react-i18next';
import { localeOf } from '../../lib/locale.ts';
import { useUnreadCount } from './api/get-unread.ts';

/** The unread messages' count in the shared count badge; nothing while none are unread. */
export function UnreadBadge() {
  const { t, i18n } = useTranslation();
  const count = useUnreadCount().data ?? 0;
  if (count === 0) return null;
  const counts = new Intl.NumberFormat(localeOf(i18n.language));
  return (
    <span className="count-badge" data-testid="mine-unread" aria-label={t('mine.unread', { count })}>
      {count > 99 ? `${counts.format(99)}+` : counts.format(count)}
    </span>
  );
}
