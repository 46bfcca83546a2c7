import { useTranslation } from 'react-i18next';

/** The app's name beside its icon: "<site name> Seller" once the site settings have loaded. */
export function SellerMark({ siteName }: { siteName?: string }) {
  const { t } = useTranslation();
  return (
    <span className="seller-mark">
      <img src={`${import.meta.env.BASE_URL}icons/icon.svg`} alt="" width={28} height={28} />
      {/* a phone has room for the short name only; the site's name shows from 480 px */}
      <span className="seller-mark-short">{t('shell.appName')}</span>
      {siteName && <span className="seller-mark-long">{t('shell.appNameOf', { site: siteName })}</span>}
    </span>
  );
}
