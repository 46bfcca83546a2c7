import { Toast } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copy-text.ts';
import { qrShapeOf } from './qr-path.ts';

/** Where to send a recharge: the address as a QR code drawn here, in full, and a copy button. */
export function DepositAddress({
  address,
  currency,
  network,
}: {
  address: string;
  currency: string;
  network: string;
}) {
  const { t } = useTranslation();
  const qr = useMemo(() => qrShapeOf(address), [address]);
  const copy = async () => {
    const isCopied = await copyText(address);
    Toast.show(
      isCopied ? { icon: 'success', content: t('funds.copied') } : { content: t('funds.copyFailed') },
    );
  };
  return (
    <section className="funds-card deposit-address" data-testid="deposit-address">
      <h2 className="funds-card-title">{t('recharge.depositAddress')}</h2>
      <svg
        className="deposit-qr"
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        role="img"
        aria-label={t('recharge.qrLabel', { currency, network })}
        data-testid="deposit-qr"
        shapeRendering="crispEdges"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <p className="deposit-text" dir="ltr" data-testid="deposit-address-text">
        {address}
      </p>
      <button type="button" className="link-button" onClick={() => void copy()} data-testid="deposit-copy">
        {t('funds.copy')}
      </button>
      <p className="funds-hint">{t('recharge.depositHint', { currency, network })}</p>
    </section>
  );
}
