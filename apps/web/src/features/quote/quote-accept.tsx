import type { Quote } from '@market/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { addressPlace } from '../../lib/region-names.ts';
import { useMoney } from '../../lib/use-money.ts';
import { useBuyerData } from '../../state/buyer-data.ts';
import { useAddresses } from '../address/index.ts';
import { useAcceptQuote } from './api/change-quote.ts';

/**
 * Accepting a valid quote: where it goes (the address chosen at /address?select=1, as the checkout
 * does, else the default), then "Accept and pay": one unpaid order at the quoted prices, paid at /pay.
 */
export function QuoteAccept({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const accept = useAcceptQuote();
  const addresses = useAddresses();
  const chosenId = useBuyerData((state) => state.addressId);
  const list = addresses.data ?? [];
  const address = list.find((one) => one.id === chosenId) ?? list.find((one) => one.is_default) ?? list[0];

  const onAccept = async () => {
    if (!address) return;
    const created = await accept.mutateAsync({ id: quote.id, address_id: address.id }).catch(() => undefined);
    if (created) navigate(`/pay?checkout_id=${created.checkout_id}`, { replace: true });
  };

  return (
    <section className="quote-card quote-accept" data-testid="quote-accept">
      <h2 className="quote-section-title">{t('quote.shipTo')}</h2>
      {address ? (
        <Link
          to="/address?select=1"
          className="quote-address"
          aria-label={t('quote.changeAddress')}
          data-testid="quote-address"
          data-address-id={address.id}
        >
          <span className="quote-address-body">
            <strong>{address.name}</strong> <span dir="ltr">{address.mobile}</span>
            <span className="quote-address-place">{addressPlace(address, i18n.language)}</span>
          </span>
          <span aria-hidden="true">›</span>
        </Link>
      ) : (
        addresses.data && (
          <Link
            to="/insertAddress?select=1"
            className="quote-address is-missing"
            data-testid="quote-add-address"
          >
            <span>{t('quote.addAddress')}</span>
            <span aria-hidden="true">›</span>
          </Link>
        )
      )}
      <p className="quote-accept-note">{t('quote.acceptNote')}</p>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        disabled={!address}
        loading={accept.isPending}
        onClick={() => void onAccept()}
        data-testid="quote-accept-submit"
      >
        {t('quote.acceptAndPay', { amount: money(quote.quoted_total ?? '0') })}
      </Button>
    </section>
  );
}
