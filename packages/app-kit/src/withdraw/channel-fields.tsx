import type { RechargeConfig } from '@market/contract';
import type { WalletCurrency, WalletNetwork } from '@market/contract/wallet';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CHAIN_NAMES, findCurrency, offeredCurrencies } from './channel.ts';
import { ChoiceChips } from '../choice-chips.tsx';

/** The currency, then the networks that carry it, as two rows of chips in a form. */
export function ChannelFields({
  config,
  currency,
  testId,
}: {
  config: RechargeConfig;
  currency: WalletCurrency | undefined;
  /** Prefix of the fields' test ids: `<testId>-currency`, `<testId>-network`. */
  testId: string;
}) {
  const { t } = useTranslation();
  const networks = findCurrency(config, currency)?.networks ?? [];
  return (
    <>
      <Form.Item name="currency" label={t('funds.currency')}>
        <ChoiceChips<WalletCurrency>
          label={t('funds.currency')}
          choices={offeredCurrencies(config).map((entry) => ({
            value: entry.currency,
            label: entry.currency,
          }))}
          testId={`${testId}-currency`}
        />
      </Form.Item>
      <Form.Item name="network" label={t('funds.network')}>
        <ChoiceChips<WalletNetwork>
          label={t('funds.network')}
          choices={networks.map((entry) => ({
            value: entry.network,
            label: (
              <>
                {entry.network} <small>{CHAIN_NAMES[entry.network]}</small>
              </>
            ),
          }))}
          testId={`${testId}-network`}
        />
      </Form.Item>
    </>
  );
}
