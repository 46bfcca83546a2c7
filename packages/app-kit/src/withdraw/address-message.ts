import type { AddressProblem } from '@market/contract/crypto-address';
import type { WalletNetwork } from '@market/contract/wallet';
import type { TFunction } from 'i18next';

/** The sentence for an address the server would refuse, as the user types it. */
export function addressMessage(t: TFunction, problem: AddressProblem, network: WalletNetwork): string {
  if (problem === 'address_checksum') return t('withdraw.addressChecksum');
  if (problem === 'address_other_network') return t('withdraw.addressOtherNetwork', { network });
  return t('withdraw.addressFormat', { network });
}
