import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';

/** A section whose screens a later change fills: said plainly rather than shown empty. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      status="empty"
      title={t('comingSoon.title')}
      description={t('comingSoon.text')}
      data-testid="coming-soon"
    />
  );
}
