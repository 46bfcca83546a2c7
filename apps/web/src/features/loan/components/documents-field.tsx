import { MAX_LOAN_DOCUMENTS } from '@market/contract/loan-schedule';
import { SpinLoading } from 'antd-mobile';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { uploadLoanDocument } from '../api/upload-document.ts';
import type { LoanDocument } from '../application.ts';

/** One chosen document: shown from the device (the upload is private), with a way to take it out. */
function DocumentTile({
  document,
  n,
  onRemove,
}: {
  document: LoanDocument;
  n: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const preview = useObjectUrl(document.file);
  return (
    <li className="loan-document">
      {preview ? (
        <img src={preview} alt={t('loan.documentAlt', { n })} data-upload-id={document.id} />
      ) : (
        <span className="shimmer" aria-hidden="true" />
      )}
      <button
        type="button"
        className="loan-document-remove"
        aria-label={t('loan.removeDocument', { n })}
        onClick={onRemove}
        data-testid="loan-document-remove"
      >
        <span className="loan-document-remove-mark" aria-hidden="true">
          ×
        </span>
      </button>
    </li>
  );
}

/**
 * The application's documents: photos chosen from the device (several at once), each uploaded
 * privately when chosen, at most MAX_LOAN_DOCUMENTS. A form control: `value` and `onChange` come
 * from Form.Item.
 */
export function DocumentsField({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: LoanDocument[];
  onChange?: (value: LoanDocument[]) => void;
}) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, MAX_LOAN_DOCUMENTS - value.length);
    event.target.value = '';
    if (files.length === 0) return;
    setIsUploading(true);
    const added: LoanDocument[] = [];
    try {
      for (const file of files) added.push({ ...(await uploadLoanDocument(file)), file });
    } catch {
      // the client has said why in a toast; what did upload is kept
    } finally {
      setIsUploading(false);
      if (added.length) onChange?.([...value, ...added]);
    }
  };

  return (
    <div className="loan-documents-field" data-testid="loan-documents">
      <ul className="loan-documents">
        {value.map((document, n) => (
          <DocumentTile
            key={document.id}
            document={document}
            n={n + 1}
            onRemove={() => onChange?.(value.filter((other) => other !== document))}
          />
        ))}
        {value.length < MAX_LOAN_DOCUMENTS && (
          <li>
            <label className={`loan-document-add${isUploading ? ' is-busy' : ''}`}>
              <input
                id={id}
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp,image/gif"
                className="visually-hidden"
                disabled={isUploading}
                onChange={(event) => void onChosen(event)}
                data-testid="loan-documents-input"
              />
              {isUploading ? (
                <>
                  <SpinLoading style={{ '--size': '16px' }} aria-hidden="true" />
                  <span>{t('loan.uploading')}</span>
                </>
              ) : (
                <>
                  <span className="loan-document-plus" aria-hidden="true">
                    +
                  </span>
                  <span>{t('loan.addDocument')}</span>
                </>
              )}
            </label>
          </li>
        )}
      </ul>
    </div>
  );
}
