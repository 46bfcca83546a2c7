import type { SellerStoreProfile } from '@market/contract';
import Switch from 'antd-mobile/es/components/switch';
import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';
import { useSetHoliday } from '../api/use-store.ts';

/**
 * The open / closed-for-holiday switch. On holiday the products stay listed but nobody can buy
 * them; the store says so to buyers. A suspended store cannot change it (the platform closed it).
 */
export function HolidayCard({ store }: { store: SellerStoreProfile }) {
  const { t } = useTranslation();
  const setHoliday = useSetHoliday();
  const toggle = async (isHoliday: boolean) => {
    // a refusal has been toasted by the client already; the switch stays as the server has it
    const saved = await setHoliday.mutateAsync(isHoliday).catch(() => null);
    if (saved) Toast.show({ content: t(saved.is_holiday ? 'store.holidayOn' : 'store.holidayOff') });
  };
  return (
    <section className="store-card holiday-card">
      <div className="holiday-row">
        <span>
          <strong id="holiday-label">{t('store.holiday')}</strong>
          <small>{t('store.holidayHint')}</small>
        </span>
        <Switch
          checked={store.is_holiday}
          loading={setHoliday.isPending}
          disabled={store.status === 'suspended'}
          onChange={(checked) => void toggle(checked)}
          aria-labelledby="holiday-label"
          data-testid="holiday-switch"
        />
      </div>
    </section>
  );
}
