import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeTab, TABS } from './tabs.ts';

/** The sections: a bottom tab bar on a phone, a rail on the start side of a wide screen (styles.css). */
export function TabNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  return (
    <nav className="tab-nav" aria-label={t('shell.sections')} data-testid="tab-nav">
      {TABS.map(({ key, path, icon: Icon }) => (
        <Link
          key={key}
          to={path}
          className="tab-nav-item"
          aria-current={active?.key === key ? 'page' : undefined}
          data-testid={`tab-${key}`}
        >
          <Icon />
          <span>{t(`tabs.${key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
