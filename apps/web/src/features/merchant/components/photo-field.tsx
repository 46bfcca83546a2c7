import { SpinLoading } from 'antd-mobile';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { usePrivateImage } from '../../../lib/use-private-image.ts';
import type { UploadedPhoto } from '../application.ts';
import { uploadDocument, uploadLogo } from '../api/upload-document.ts';

/**
 * What the tile shows: the file chosen on this device, else the stored image — a private one
 * fetched with the token (an <img> cannot send it), the public logo by its URL.
 */
function usePreview(value: UploadedPhoto | undefined, isPrivate: boolean): string | null | undefined {
  const local = useObjectUrl(value?.file);
  const stored = usePrivateImage(isPrivate && value && !value.file ? value.url : undefined);
  if (!value) return undefined;
  if (value.file) return local;
  return isPrivate ? stored : value.url;
}

/**
 * A photo of the application: chosen from the device (or the camera), uploaded at once, shown
 * as a square tile. The identity photos are private uploads, the logo a public one. A form
 * control: `value` and `onChange` come from Form.Item.
 */
export function PhotoField({
  id,
  value,
  onChange,
  isPrivate,
  label,
  testId,
}: {
  id?: string;
  value?: UploadedPhoto;
  onChange?: (value: UploadedPhoto | undefined) => void;
  isPrivate: boolean;
  /** What the photo is, for the picture's alternative text and the empty tile. */
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  const preview = usePreview(value, isPrivate);

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setIsUploading(true);
    try {
      const upload = isPrivate ? uploadDocument : uploadLogo;
      onChange?.({ ...(await upload(file, file.name)), file });
    } catch {
      // the client has said why in a toast; the tile stays as it was
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <label
      className={`photo-tile${value ? ' has-photo' : ''}${isUploading ? ' is-busy' : ''}`}
      data-testid={testId}
    >
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="visually-hidden"
        disabled={isUploading}
        onChange={(event) => void onChosen(event)}
        data-testid={`${testId}-input`}
      />
      {preview ? (
        <img src={preview} alt={label} data-testid={`${testId}-preview`} data-upload-id={value?.id} />
      ) : value && preview === undefined ? (
        <span className="shimmer photo-tile-skeleton" aria-hidden="true" />
      ) : value ? (
        <span className="photo-tile-text">{t('merchant.form.photoFailed')}</span>
      ) : (
        <span className="photo-tile-empty" aria-hidden="true">
          +
        </span>
      )}
      <span className="photo-tile-action">
        {isUploading ? (
          <>
            <SpinLoading style={{ '--size': '14px' }} aria-hidden="true" /> {t('merchant.form.uploading')}
          </>
        ) : value ? (
          t('merchant.form.replace')
        ) : (
          t('merchant.form.upload')
        )}
      </span>
    </label>
  );
}
