import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The top bar of a sub-page: a named back button, the title and an optional action on the end. */
export function PageHeader({
  children,
  backTo,
  right,
}: {
  children?: ReactNode;
  backTo?: string;
  right?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <NavBar
      onBack={() => (backTo ? navigate(backTo) : navigate(-1))}
      backIcon={<span aria-label={t('common.back')}>‹</span>}
      right={right}
    >
      {children}
    </NavBar>
  );
}
