import { compare } from '@market/contract/decimal';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/use-money.ts';

/** Under a store's lines while what is selected of it is below its minimum order amount (decision 040). */
export function StoreMinimum({ minimum, total }: { minimum: unknown; total: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (typeof minimum !== 'string' || compare(total, minimum) >= 0) return null;
  return (
    <p className="cart-store-minimum" data-testid="cart-store-minimum">
      {t('wholesale.storeMinimum', { amount: money(minimum) })}
    </p>
  );
}
