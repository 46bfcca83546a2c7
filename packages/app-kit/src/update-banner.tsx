import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * "New update available! Refresh to apply." with "Update Now": the waiting service worker is told
 * to skip waiting, and the page reloads when it takes control (spec §2).
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  if (!needRefresh) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <span>{t('shell.updateAvailable')}</span>
      <Button size="small" color="primary" onClick={() => void updateServiceWorker(true)}>
        {t('shell.updateNow')}
      </Button>
    </div>
  );
}
