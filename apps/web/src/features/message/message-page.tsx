import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../state/session.ts';
import { useUnreadCount } from './api/get-unread.ts';
import { useReadAll } from './api/read-all.ts';
import { MessageDetail } from './message-detail.tsx';
import { MessageList } from './message-list.tsx';
import './message.css';

/** /message: the site messages; /message?id=N one of them (spec §2: "site messages and message detail"). */
export default function MessagePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const isLogin = useSession((state) => state.isLogin);
  if (!isLogin) return <LoginRedirect />;
  const id = params.get('id');
  return (
    <div className="message-page">
      {id === null ? (
        <>
          <PageHeader backTo="/mine" right={<ReadAllButton />}>
            {t('messages.title')}
          </PageHeader>
          <MessageList />
        </>
      ) : (
        <>
          <PageHeader backTo="/message">{t('messages.title')}</PageHeader>
          <MessageDetail id={/^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : 0} />
        </>
      )}
    </div>
  );
}

/** "Read all", there while something is unread. */
function ReadAllButton() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  const readAll = useReadAll();
  if (unread === 0) return null;
  return (
    <button
      type="button"
      className="message-read-all"
      disabled={readAll.isPending}
      onClick={() =>
        readAll.mutate(undefined, {
          onSuccess: () => Toast.show({ icon: 'success', content: t('messages.allRead') }),
        })
      }
      data-testid="message-read-all"
    >
      {t('messages.readAll')}
    </button>
  );
}
