import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isInAppPath } from '../../../lib/service-link.ts';
import { WalletPage } from '../components/wallet-page.tsx';

/** /recharge/otherpay: the other way to recharge, through customer service (`service_url`). */
export default function OtherPayPage() {
  const { t } = useTranslation();
  return (
    <WalletPage title={t('recharge.otherTitle')} backTo="/recharge">
      {(config) => (
        <section className="funds-card other-pay" data-testid="otherpay">
          <p>{t('recharge.otherText')}</p>
          {config.service_url && isInAppPath(config.service_url) ? (
            // a page of the app (the help centre) opens in place
            <Link to={config.service_url} className="funds-primary-link" data-testid="otherpay-service">
              {t('recharge.contactService')}
            </Link>
          ) : config.service_url ? (
            <a
              href={config.service_url}
              // a chat page opens beside the app; a mailto: or tel: link opens its own app
              {...(/^https?:/i.test(config.service_url) ? { target: '_blank' } : {})}
              rel="noopener noreferrer"
              className="funds-primary-link"
              data-testid="otherpay-service"
            >
              {t('recharge.contactService')}
            </a>
          ) : (
            <p className="funds-hint" role="status" data-testid="otherpay-no-service">
              {t('recharge.noService')}
            </p>
          )}
          <Link to="/recharge" className="link-button">
            {t('recharge.backToCrypto')}
          </Link>
        </section>
      )}
    </WalletPage>
  );
}
