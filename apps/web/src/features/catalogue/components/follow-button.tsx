import { useTranslation } from 'react-i18next';
import { useToggleFollow } from '../api/toggle-follow.ts';
import { useRequireLogin } from './require-login.tsx';
import { showToast } from '../../../lib/overlays.tsx';

/** Follow / Following for a store; a visitor is asked to log in first. */
export function FollowButton({ shopId, isFollowed }: { shopId: number; isFollowed: boolean }) {
  const { t } = useTranslation();
  const requireLogin = useRequireLogin();
  const toggle = useToggleFollow();
  const onPress = () => {
    if (!requireLogin() || toggle.isPending) return;
    toggle.mutate(shopId, {
      onSuccess: (result) => showToast({ icon: 'success', content: result.message }),
    });
  };
  return (
    <button
      type="button"
      className={isFollowed ? 'button-outline follow-button' : 'button-primary follow-button'}
      aria-pressed={isFollowed}
      disabled={toggle.isPending}
      onClick={onPress}
      data-testid="follow-button"
    >
      {isFollowed ? t('catalogue.store.following') : t('catalogue.store.follow')}
    </button>
  );
}
