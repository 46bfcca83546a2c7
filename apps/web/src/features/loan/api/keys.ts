import { userKeys } from '../../../state/use-me.ts';

/**
 * Query keys of the loan screens, under the user's root with the viewer's id: a repayment
 * invalidates `userKeys.all`, and with it the balance, the money log and these.
 */
export const loanKeys = {
  all: (viewer: number) => [...userKeys.all, 'loan', viewer] as const,
  products: (viewer: number) => [...loanKeys.all(viewer), 'products'] as const,
  list: (viewer: number) => [...loanKeys.all(viewer), 'list'] as const,
  detail: (viewer: number, id: number) => [...loanKeys.all(viewer), 'detail', id] as const,
};
