import { Button, Grid, List, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RippleButton } from '../../components/ripple-button.tsx';
import { account } from '../../lib/account.ts';
import { formatMoney } from '../../lib/format.ts';
import { useSession } from '../../state/session.ts';
import { openStoreCenter } from '../merchant/index.ts';
import { UnreadBadge } from '../message/index.ts';
import { meQueryKey, useMe } from '../../state/use-me.ts';
import { UserAvatar } from './user-avatar.tsx';
import './mine.css';

const ORDER_TABS = ['all', 'paid', 'shipped', 'received', 'assess'] as const;

export default function MinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isLogin = useSession((state) => state.isLogin);
  const stored = useSession((state) => state.userInfo);
  const { data: me } = useMe();
  const user = me ?? stored;
  const fileInput = useRef<HTMLInputElement>(null);

  const onAvatarChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const uploaded = await account.upload(file, { fileName: file.name }).catch(() => undefined);
    if (!uploaded) return;
    await account.profile({ avatar: uploaded.url }).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    Toast.show({ icon: 'success', content: t('mine.avatarSaved') });
  };

  return (
    <div className="mine">
      <section className="mine-header">
        {isLogin && user ? (
          <>
            <button
              type="button"
              className="avatar-button"
              aria-label={t('mine.changeAvatar')}
              onClick={() => fileInput.current?.click()}
            >
              <UserAvatar src={user.avatar} name={user.nickname || user.username} />
            </button>
            <input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              hidden
              onChange={(e) => void onAvatarChosen(e)}
              data-testid="avatar-input"
            />
            <div>
              <h1 data-testid="mine-username">{user.nickname || user.username}</h1>
              <Link to="/moneyLog" className="balance-link" data-testid="mine-money-log">
                <span className="balance-label">{t('mine.balance')}</span>
                <span className="balance" data-testid="mine-balance">
                  {formatMoney(user.money)}
                </span>
                <span className="balance-more">{t('mine.balanceLog')} ›</span>
              </Link>
            </div>
          </>
        ) : (
          <div className="button-row">
            <Button color="primary" onClick={() => navigate('/login')} data-testid="mine-login">
              {t('auth.login')}
            </Button>
            <Button onClick={() => navigate('/register')}>{t('auth.register')}</Button>
          </div>
        )}
      </section>
      <div className="button-row">
        <Button color="primary" onClick={() => navigate('/recharge')}>
          {t('mine.recharge')}
        </Button>
        <Button onClick={() => navigate('/withdraw')}>{t('mine.withdraw')}</Button>
      </div>
      <h2 className="section-title">{t('mine.myOrders')}</h2>
      <Grid columns={5} className="order-tabs">
        {ORDER_TABS.map((status) => (
          <Grid.Item key={status}>
            <RippleButton
              className="order-tab"
              onAction={() => navigate(`/order?status=${status}`)}
              testId={`order-tab-${status}`}
            >
              {t(`orders.${status}`)}
            </RippleButton>
          </Grid.Item>
        ))}
      </Grid>
      <List>
        <List.Item onClick={() => navigate('/cart')} data-testid="mine-cart">
          {t('mine.cart')}
        </List.Item>
        <List.Item onClick={() => navigate('/quick-order')} data-testid="mine-quick-order">
          {t('mine.quickOrder')}
        </List.Item>
        <List.Item onClick={() => navigate('/quotes')} data-testid="mine-quotes">
          {t('mine.quotes')}
        </List.Item>
        <List.Item onClick={() => navigate('/message')} extra={<UnreadBadge />} data-testid="mine-messages">
          {t('mine.messages')}
        </List.Item>
        <List.Item onClick={() => navigate('/collect')}>{t('mine.favorites')}</List.Item>
        <List.Item onClick={() => navigate('/collectShop')}>{t('mine.followedStores')}</List.Item>
        <List.Item
          // a merchant goes straight to the store center (spec §4); anyone else to the application
          onClick={() => (user?.role === 'merchant' ? openStoreCenter() : navigate('/merchant'))}
          data-testid="mine-merchant"
        >
          {t('mine.merchant')}
        </List.Item>
        <List.Item onClick={() => navigate('/loan')} data-testid="mine-loan">
          {t('mine.loan')}
        </List.Item>
        <List.Item onClick={() => navigate('/faqs')} data-testid="mine-help">
          {t('mine.help')}
        </List.Item>
        <List.Item onClick={() => navigate('/lang')} data-testid="mine-language">
          {t('mine.language')}
        </List.Item>
        <List.Item onClick={() => navigate('/setting')} data-testid="mine-settings">
          {t('mine.settings')}
        </List.Item>
      </List>
    </div>
  );
}
