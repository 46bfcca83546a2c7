import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-center">
      <ErrorBlock status="empty" title={t('notFound.title')} description={t('notFound.text')} />
      <Button color="primary" onClick={() => navigate('/')}>
        {t('notFound.home')}
      </Button>
    </div>
  );
}
