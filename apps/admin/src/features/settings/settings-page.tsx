import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SiteSettingsForm } from './site-settings-form.tsx';
import { WalletSettingsForm } from './wallet-settings-form.tsx';

/** The site's settings and the wallet's on one screen; each form saves on its own, audited. */
export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={3}>{t('settings.title')}</Typography.Title>
      <Card title={t('settings.site.title')} style={{ marginBottom: 24 }}>
        <SiteSettingsForm />
      </Card>
      <Card title={t('settings.wallet.title')}>
        <WalletSettingsForm />
      </Card>
    </>
  );
}
