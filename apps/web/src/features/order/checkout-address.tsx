import type { Address } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressLabel } from './address-label.tsx';

/** Where the order goes: the chosen (or default) address, tapping to choose another; or a way to add one. */
export function CheckoutAddress({ address }: { address: Address | null }) {
  const { t } = useTranslation();
  if (!address) {
    return (
      <Link
        to="/insertAddress?select=1"
        className="checkout-card checkout-address is-missing"
        data-testid="checkout-add-address"
      >
        <span>{t('checkout.addAddress')}</span>
        <span aria-hidden="true">›</span>
      </Link>
    );
  }
  return (
    <Link
      to="/address?select=1"
      className="checkout-card checkout-address"
      aria-label={t('checkout.changeAddress')}
      data-testid="checkout-address"
      data-address-id={address.id}
    >
      <AddressLabel address={address} />
      <span aria-hidden="true">›</span>
    </Link>
  );
}
