import { SpinLoading } from 'antd-mobile';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { uploadScreenshot } from '../api/upload-screenshot.ts';

export interface Screenshot {
  /** The private upload's id, which the recharge sends. */
  id: number;
  /** The chosen file, shown from the device (the upload itself is not public). */
  file: Blob;
}

/**
 * The transfer screenshot: chosen from the device, uploaded privately at once, shown from the
 * device. A form control: `value` and `onChange` come from Form.Item.
 */
export function ScreenshotField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: Screenshot;
  onChange?: (value: Screenshot | undefined) => void;
}) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  const preview = useObjectUrl(value?.file);

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setIsUploading(true);
    try {
      const { id: uploadId } = await uploadScreenshot(file);
      onChange?.({ id: uploadId, file });
    } catch {
      // the client has said why in a toast; the field stays as it was
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <div className="screenshot-field" data-testid="recharge-screenshot">
      {value && preview && (
        <img
          className="screenshot-preview"
          src={preview}
          alt={t('recharge.screenshotAlt')}
          data-testid="recharge-screenshot-preview"
          data-upload-id={value.id}
        />
      )}
      <div className="screenshot-actions">
        <label className={isUploading ? 'link-button is-busy' : 'link-button'}>
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="visually-hidden"
            disabled={isUploading}
            onChange={(event) => void onChosen(event)}
            data-testid="recharge-screenshot-input"
          />
          {isUploading ? (
            <>
              <SpinLoading style={{ '--size': '16px' }} aria-hidden="true" /> {t('recharge.uploading')}
            </>
          ) : value ? (
            t('recharge.replaceScreenshot')
          ) : (
            t('recharge.uploadButton')
          )}
        </label>
        {value && !isUploading && (
          <button
            type="button"
            className="link-button is-quiet"
            onClick={() => onChange?.(undefined)}
            data-testid="recharge-screenshot-remove"
          >
            {t('recharge.removeScreenshot')}
          </button>
        )}
      </div>
    </div>
  );
}
