import type { WalletChannelInfo } from '@market/contract';
import { CURRENCY_DECIMALS, type WalletCurrency } from '@market/contract/wallet';
import { useTranslation } from 'react-i18next';
import type { AmountProblem } from './amount.ts';
import { formatAmount } from './format.ts';

/** The sentence for a refused amount on the recharge or the withdraw screen. */
export function useAmountMessage(screen: 'recharge' | 'withdraw') {
  const { t } = useTranslation();
  return (problem: AmountProblem, currency: WalletCurrency, channel: WalletChannelInfo): string => {
    const range = () =>
      t('recharge.outOfLimit', {
        min: formatAmount(channel.min_recharge, currency),
        max: formatAmount(channel.max_recharge, currency),
      });
    switch (problem) {
      case 'enter':
        return t(`${screen}.enterAmount`);
      case 'format':
        return t('funds.amountFormat');
      case 'positive':
        return t('funds.amountPositive');
      case 'decimals':
        return t('funds.amountDecimals', { currency, count: CURRENCY_DECIMALS[currency] });
      case 'belowMin':
        return screen === 'withdraw'
          ? t('withdraw.belowMin', { amount: formatAmount(channel.min_withdraw, currency) })
          : range();
      case 'aboveMax':
        return range();
      case 'belowFee':
        return t('withdraw.belowFee');
      case 'insufficient':
        return t('withdraw.insufficient');
    }
  };
}
