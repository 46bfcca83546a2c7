import type { SellerImportResponse } from '@market/contract';
import { useTranslation } from 'react-i18next';

/**
 * What an import did: the products created and updated, or (all or nothing) why nothing changed,
 * one line per refused value with its spreadsheet row, column and message.
 */
export function ImportReport({ report, onClose }: { report: SellerImportResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const isRefused = report.errors.length > 0;
  return (
    <section
      className={isRefused ? 'import-report is-refused' : 'import-report'}
      aria-live="polite"
      data-testid="import-report"
    >
      <header className="import-report-header">
        <h2>
          {isRefused ? t('products.import.refused', { n: report.errors.length }) : t('products.import.done')}
        </h2>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={t('products.import.close')}
        >
          ×
        </button>
      </header>
      <p className="import-report-counts" data-testid="import-counts">
        {t('products.import.counts', { created: report.created, updated: report.updated, rows: report.rows })}
      </p>
      {isRefused && (
        <div className="import-table-wrap">
          <table className="import-table" data-testid="import-errors">
            <thead>
              <tr>
                <th scope="col">{t('products.import.row')}</th>
                <th scope="col">{t('products.import.field')}</th>
                <th scope="col">{t('products.import.message')}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, index) => (
                <tr key={`${error.row}-${error.field}-${index}`}>
                  <td>{error.row}</td>
                  <td>{error.field}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
