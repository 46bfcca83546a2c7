import { accountCalls } from '@market/contract/routes/account-calls';
import { useState } from 'react';
import { Button, Grid, Layout, Menu, Result, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguagePicker } from '../components/language-picker.tsx';
import { client } from '../lib/api.ts';
import { useMe } from '../state/me.ts';
import { useSession } from '../state/session.ts';
import { MENU, entryOf, homeOf } from './menu.ts';

/** Logs out on the server (the token is revoked) and forgets it here, whatever the server says. */
async function logOut(): Promise<void> {
  await client.call(accountCalls.logout).catch(() => undefined);
  useSession.getState().signOut();
}

/**
 * The frame of every screen after login: the side menu of what the admin's role may use, the
 * header with the role, the language and logout, the screen (or a refusal where the role may not
 * open it; the server refuses its calls anyway). Without a session: the login page. Below the `md`
 * breakpoint (a phone) the menu is a drawer over the screen, opened from the header's Menu button
 * and closed by a choice, and the screen takes the whole width.
 */
export function Shell() {
  const { t } = useTranslation();
  const token = useSession((state) => state.token);
  const hasExpired = useSession((state) => state.hasExpired);
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  // before the first measure `md` is undefined: a desktop until told otherwise
  const isPhone = Grid.useBreakpoint().md === false;
  const [isMenuOpen, setMenuOpen] = useState(false);
  if (!token) return <Navigate to={hasExpired ? '/login?n=1' : '/login'} replace />;
  if (!me.data) return <Spin fullscreen spinning={me.isPending} />;
  const { permissions } = me.data;
  const entry = entryOf(location.pathname);
  if (location.pathname === '/') return <Navigate to={homeOf(permissions)} replace />;
  const isAllowed = !entry || permissions.includes(entry.permission);
  const menu = MENU.filter((item) => permissions.includes(item.permission));
  const selected = entry?.key;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={220}
        theme="light"
        collapsedWidth={0}
        collapsed={isPhone && !isMenuOpen}
        trigger={null}
        style={{
          // no 1 px line left at the edge when the phone's menu is closed
          borderInlineEnd: isPhone && !isMenuOpen ? undefined : '1px solid #f0f0f0',
          ...(isPhone && {
            position: 'fixed',
            insetBlock: 0,
            insetInlineStart: 0,
            zIndex: 20,
            overflowY: 'auto',
          }),
        }}
      >
        <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0 }}>
          {t('app.title')}
        </Typography.Title>
        <Menu
          mode="inline"
          data-testid="side-menu"
          selectedKeys={selected ? [selected] : []}
          items={menu.map((item) => ({ key: item.key, label: t(item.label) }))}
          onClick={({ key }) => {
            setMenuOpen(false);
            void navigate(key);
          }}
        />
      </Layout.Sider>
      {isPhone && isMenuOpen && (
        // a tap beside the open menu closes it, as beside a drawer (Escape stays with the button)
        <div
          aria-hidden
          data-testid="menu-backdrop"
          onClick={() => setMenuOpen(false)}
          style={{ position: 'fixed', inset: 0, zIndex: 19, background: 'rgba(0, 0, 0, 0.25)' }}
        />
      )}
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 12,
            alignItems: 'center',
            ...(isPhone && { paddingInline: 12, gap: 8 }),
          }}
        >
          {isPhone && (
            <Button
              data-testid="menu-button"
              aria-expanded={isMenuOpen}
              onClick={() => setMenuOpen(!isMenuOpen)}
              style={{ marginInlineEnd: 'auto' }}
            >
              {t('common.menu')}
            </Button>
          )}
          {!isPhone && <Typography.Text data-testid="admin-name">{me.data.username}</Typography.Text>}
          <Tag data-testid="admin-role">{t(`roles.${me.data.role}`)}</Tag>
          <LanguagePicker />
          <Button data-testid="logout" onClick={() => void logOut()}>
            {t('auth.logout')}
          </Button>
        </Layout.Header>
        <Layout.Content style={{ padding: isPhone ? 12 : 24, minWidth: 0 }}>
          {isAllowed ? (
            <Outlet />
          ) : (
            <Result status="403" title="403" subTitle={t('common.forbidden')} data-testid="forbidden" />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
