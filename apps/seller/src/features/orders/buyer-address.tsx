import { addressPlace } from '@market/app-kit/region-names';
import type { SellerOrderDetail } from '@market/contract';
import { useTranslation } from 'react-i18next';

/**
 * Where the parcel goes, as a label reads: recipient and mobile, then the place and the country in
 * the reader's language, joined with the comma of its script (Arabic ، Chinese ，).
 */
export function BuyerAddress({ address }: { address: SellerOrderDetail['address'] }) {
  const { i18n } = useTranslation();
  return (
    <address className="buyer-address" data-testid="order-address">
      {/* a Latin address in an Arabic page (or the reverse) reads in its own direction */}
      <span className="buyer-address-who" dir="auto" data-testid="order-address-who">
        <strong>{address.name}</strong>{' '}
        <a href={`tel:${address.mobile.replace(/[^\d+]/g, '')}`} dir="ltr">
          {address.mobile}
        </a>
      </span>
      <span className="buyer-address-place" dir="auto" data-testid="order-address-place">
        {addressPlace(address, i18n.language)}
      </span>
    </address>
  );
}
