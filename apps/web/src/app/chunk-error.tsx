import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A page that failed or timed out loading offers a retry, never a blank screen. */
export function ChunkError() {
  const { t } = useTranslation();
  return (
    <div className="page-center" data-testid="chunk-error">
      <ErrorBlock
        status="disconnected"
        title={t('shell.chunkErrorTitle')}
        description={t('shell.chunkErrorText')}
      />
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('shell.retry')}
      </Button>
    </div>
  );
}
