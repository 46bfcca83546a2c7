import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page-center" data-testid="not-found">
      <ErrorBlock status="empty" title={t('notFound.title')} description={t('notFound.text')} />
      <Link to="/">{t('notFound.home')}</Link>
    </div>
  );
}
