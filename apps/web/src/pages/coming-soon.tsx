import { ErrorBlock } from 'antd-mobile';
import { PageHeader } from '../components/page-header.tsx';
import { useTranslation } from 'react-i18next';

/** An honest empty state for a screen that a later release fills. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader />
      <ErrorBlock
        status="empty"
        title={t('comingSoon.title')}
        description={t('comingSoon.text')}
        data-testid="coming-soon"
      />
    </>
  );
}
