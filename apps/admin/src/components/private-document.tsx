import { usePrivateImage } from '@market/app-kit/use-private-image';
import { Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentToken } from '../lib/api.ts';

/**
 * A private upload (`/api/index/file/{id}`) shown in place: fetched with the admin's token (an
 * <img> cannot send it) and shown from a blob URL, enlarged on click.
 */
export function PrivateDocument({ url, label, testId }: { url: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const src = usePrivateImage(url, currentToken());
  return (
    <figure style={{ margin: 0 }}>
      {src === undefined && <Skeleton.Image active />}
      {src === null && <Typography.Text type="danger">{t('common.documentFailed')}</Typography.Text>}
      {src && (
        <Image
          src={src}
          alt={label}
          width={160}
          height={110}
          style={{ objectFit: 'contain', background: '#fafafa' }}
          data-testid={testId}
        />
      )}
      <figcaption>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </figcaption>
    </figure>
  );
}
