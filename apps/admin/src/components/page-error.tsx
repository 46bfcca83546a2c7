import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page whose chunk failed or timed out (or that threw) offers a reload, never a blank screen. */
export function PageError() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('common.pageFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}
