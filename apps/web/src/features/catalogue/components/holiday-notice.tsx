import { useTranslation } from 'react-i18next';
import './holiday-notice.css';

/** A store closed for holiday keeps its products listed but takes no orders: said where they are sold. */
export function HolidayNotice() {
  const { t } = useTranslation();
  return (
    <p className="holiday-notice" role="status" data-testid="holiday-notice">
      {t('catalogue.holiday')}
    </p>
  );
}
