import Button from 'antd-mobile/es/components/button';
import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block';
import { type ReactElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// the text and the retry button load with the app, since a failed chunk often means the network is
// gone; the stock ErrorBlock would also bring its four pictures (10 KB gzip) into the first load
const ErrorBlock = createErrorBlock({});

/** The "disconnected" picture, fetched when the page shows; none if it cannot load either. */
function useDisconnectedImage(): ReactElement | undefined {
  const [image, setImage] = useState<ReactElement>();
  useEffect(() => {
    let isMounted = true;
    import('antd-mobile/es/components/error-block/images/disconnected').then(
      (module) => isMounted && setImage(module.disconnectedImage),
      () => undefined,
    );
    return () => {
      isMounted = false;
    };
  }, []);
  return image;
}

/** A page that failed or timed out loading offers a retry, never a blank screen. */
export function ChunkError() {
  const { t } = useTranslation();
  const image = useDisconnectedImage();
  return (
    <div className="page-center" data-testid="chunk-error">
      <ErrorBlock
        status="disconnected"
        image={image}
        title={t('shell.chunkErrorTitle')}
        description={t('shell.chunkErrorText')}
      />
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('shell.retry')}
      </Button>
    </div>
  );
}
