import { ErrorBlock, NavBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** An honest empty state for a screen that a later release fills. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <NavBar onBack={() => navigate(-1)} backIcon={<span aria-label={t('common.back')}>‹</span>} />
      <ErrorBlock
        status="empty"
        title={t('comingSoon.title')}
        description={t('comingSoon.text')}
        data-testid="coming-soon"
      />
    </>
  );
}
