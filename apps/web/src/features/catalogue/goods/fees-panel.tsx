import type { ProductDetail } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format.ts';
import { feesFor } from './fees.ts';

/** Shipment note, freight, and taxes and fees: the rate and what it comes to for the quantity. */
export function FeesPanel({
  product,
  unitPrice,
  quantity,
}: {
  product: ProductDetail;
  unitPrice: string;
  quantity: number;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const fees = feesFor({
    unitPrice,
    quantity: Math.max(1, quantity),
    taxRate: product.tax_rate,
    freight: product.freight,
  });
  const isFreeShipping = Number(product.freight) === 0;
  return (
    <dl className="fees" data-testid="fees">
      <div>
        <dt>{t('catalogue.goods.shipment')}</dt>
        <dd data-testid="shipment-note">{product.shipment_note}</dd>
      </div>
      <div>
        <dt>{t('catalogue.goods.freight')}</dt>
        <dd data-testid="freight">
          {isFreeShipping ? t('catalogue.goods.freeShipping') : format.money(fees.freight)}
        </dd>
      </div>
      <div>
        <dt>{t('catalogue.goods.taxes')}</dt>
        <dd data-testid="taxes">
          {t('catalogue.goods.taxLine', {
            rate: format.percent(product.tax_rate),
            amount: format.money(fees.tax),
            quantity: format.count(Math.max(1, quantity)),
          })}
        </dd>
      </div>
    </dl>
  );
}
