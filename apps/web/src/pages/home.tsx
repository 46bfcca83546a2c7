import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../stores/session.ts';

/** Home. The catalogue sections (daily updates, recommendations, sales) come with the catalogue. */
export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSession((state) => state.isLogin);
  return (
    <section className="home-hero">
      <h1>{t('home.title')}</h1>
      <p>{t('home.subtitle')}</p>
      {!isLogin && (
        <div className="button-row">
          <Button color="primary" onClick={() => navigate('/register')}>
            {t('auth.register')}
          </Button>
          <Button onClick={() => navigate('/login')}>{t('auth.login')}</Button>
        </div>
      )}
    </section>
  );
}
