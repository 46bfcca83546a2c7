import { userKeys } from '../../../state/use-me.ts';

/**
 * Query keys of the wallet screens, under the user's root with the viewer's id: a recharge or a
 * withdrawal invalidates `userKeys.all`, and with it the balance, the money log and these.
 */
export const walletKeys = {
  all: (viewer: number) => [...userKeys.all, 'wallet', viewer] as const,
  config: (viewer: number) => [...walletKeys.all(viewer), 'config'] as const,
  recharges: (viewer: number) => [...walletKeys.all(viewer), 'recharges'] as const,
  recharge: (viewer: number, id: number) => [...walletKeys.all(viewer), 'recharge', id] as const,
  withdrawals: (viewer: number) => [...walletKeys.all(viewer), 'withdrawals'] as const,
};
