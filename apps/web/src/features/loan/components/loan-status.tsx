import type { LoanStatus as Status } from '@market/contract';
import { useTranslation } from 'react-i18next';

/** A loan's status in words, coloured by what it asks of the borrower. */
export function LoanStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <span className={`loan-status is-${status}`} data-testid="loan-status">
      {t(`loan.status.${status}`)}
    </span>
  );
}
