import type { Address } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { addressPlace } from '../../lib/region-names.ts';

/** An address as a parcel label reads: recipient and phone, then the place and the country. */
export function AddressLabel({ address }: { address: Omit<Address, 'id' | 'is_default'> }) {
  const { i18n } = useTranslation();
  const place = addressPlace(address, i18n.language);
  return (
    <span className="address-label">
      <span className="address-label-who">
        <strong>{address.name}</strong> <span dir="ltr">{address.mobile}</span>
      </span>
      <span className="address-label-place">{place}</span>
    </span>
  );
}
