// per file, not the package index: see @market/app-kit/antd-setup
import AntTabBar from 'antd-mobile/es/components/tab-bar';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { activeTab, tabsFor } from './shell-rules.ts';
import { useSession } from '../../state/session.ts';
import { GridIcon, HomeIcon, StoreIcon, UserIcon, UserPlusIcon } from './icons.tsx';

const icons = { home: HomeIcon, product: GridIcon, shop: StoreIcon, register: UserPlusIcon, mine: UserIcon };

export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isLogin = useSession((state) => state.isLogin);
  const tabs = tabsFor(isLogin);
  const active = activeTab(tabs, pathname);
  return (
    <nav className="tabbar" data-testid="tabbar" aria-label={t('shell.tabBar')}>
      <AntTabBar activeKey={active.path} onChange={(path) => navigate(path)} safeArea>
        {tabs.map((tab) => {
          const Icon = icons[tab.key];
          return (
            <AntTabBar.Item
              key={tab.path}
              icon={<Icon />}
              title={<span data-testid={`tab-${tab.key}`}>{t(`tabs.${tab.key}`)}</span>}
            />
          );
        })}
      </AntTabBar>
    </nav>
  );
}
