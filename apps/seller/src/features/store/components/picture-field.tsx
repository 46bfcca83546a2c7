import type { Image } from '@market/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadPicture } from '../api/store-api.ts';

/** What the form does with a picture: keeps the store's, sets a new upload, or removes it. */
export type PictureChange =
  { kind: 'keep' } | { kind: 'set'; url: string; srcset: string } | { kind: 'remove' };

/** The request's value: left out keeps it, a URL sets it, null removes it. */
export function pictureValue(change: PictureChange): string | null | undefined {
  if (change.kind === 'keep') return undefined;
  return change.kind === 'set' ? change.url : null;
}

/**
 * A logo or banner: the picture as it will be, a button to upload another (sent at once to
 * `POST /api/index/upload`, which re-encodes it), and one to remove it.
 */
export function PictureField({
  name,
  current,
  change,
  onChange,
  shape,
}: {
  name: 'logo' | 'banner';
  current: Image | null;
  change: PictureChange;
  onChange: (change: PictureChange) => void;
  shape: 'square' | 'wide';
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [isUploading, setIsUploading] = useState(false);
  const shown = change.kind === 'set' ? change : change.kind === 'keep' ? current : null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setIsUploading(true);
    try {
      const uploaded = await uploadPicture(file, file.name);
      onChange({ kind: 'set', url: uploaded.url, srcset: uploaded.srcset });
    } catch {
      // the client has shown the server's reason (format, size); the picture stays as it was
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <div className={`picture-field is-${shape}`} data-testid={`picture-${name}`}>
      <div className="picture-preview">
        {shown ? (
          <img src={shown.url} srcSet={shown.srcset} sizes="320px" alt="" />
        ) : (
          <span>{t('store.noPicture')}</span>
        )}
      </div>
      <div className="picture-actions">
        <label htmlFor={inputId} className={isUploading ? 'link-button is-busy' : 'link-button'}>
          {isUploading ? t('store.uploading') : shown ? t('store.replace') : t('store.upload')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="visually-hidden"
          disabled={isUploading}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
          data-testid={`picture-${name}-input`}
        />
        {shown && (
          <button type="button" className="link-button is-quiet" onClick={() => onChange({ kind: 'remove' })}>
            {t('store.remove')}
          </button>
        )}
      </div>
    </div>
  );
}
