import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../components/states.css';
import './order.css';
import './order-more.css';

/** /success: the payment went through; on to the orders or home. */
export default function SuccessPage() {
  const { t } = useTranslation();
  return (
    <div className="success-page" data-testid="pay-success">
      <Result status="success" title={t('success.title')} description={t('success.text')} />
      <div className="button-row">
        <Link to="/order?status=paid" className="link-button is-primary" data-testid="success-orders">
          {t('success.orders')}
        </Link>
        <Link to="/" className="link-button" data-testid="success-home">
          {t('success.home')}
        </Link>
      </div>
    </div>
  );
}
