import type { Address } from '@market/contract';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { addressPlace } from '../../lib/region-names.ts';

/** Recipient, phone and the address in one block, the way a parcel label reads. */
export function AddressSummary({
  address,
}: {
  address: Omit<Address, 'id' | 'is_default'> & { is_default?: boolean };
}) {
  const { t, i18n } = useTranslation();
  const place = addressPlace(address, i18n.language);
  return (
    <div className="address-summary">
      <p className="address-who">
        <strong>{address.name}</strong> <span dir="ltr">{address.mobile}</span>
        {address.is_default && (
          <Tag color="primary" fill="outline" className="address-default" data-testid="address-default">
            {t('address.default')}
          </Tag>
        )}
      </p>
      <p className="address-place">{place}</p>
    </div>
  );
}
