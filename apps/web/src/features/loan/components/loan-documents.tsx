import type { LoanDetail } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { usePrivateImage } from '../../../lib/use-private-image.ts';

/** A private document fetched with the token (an <img> cannot send it): the owner's eyes only. */
function PrivateDocument({ url, n }: { url: string; n: number }) {
  const { t } = useTranslation();
  const src = usePrivateImage(url);
  if (src === null) return <span className="loan-document-failed">{t('loan.documentFailed')}</span>;
  if (src === undefined) return <span className="shimmer" aria-hidden="true" />;
  return <img src={src} alt={t('loan.documentAlt', { n })} data-testid="loan-detail-document" />;
}

/** The documents the application carried. */
export function LoanDocuments({ documents }: { documents: LoanDetail['documents'] }) {
  const { t } = useTranslation();
  return (
    <section className="funds-card">
      <h2 className="loan-card-title">{t('loan.documents')}</h2>
      <ul className="loan-documents">
        {documents.map((document, n) => (
          <li key={document.id} className="loan-document">
            <PrivateDocument url={document.url} n={n + 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}
