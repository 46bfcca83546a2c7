import { userKeys } from '../../../state/use-me.ts';

/** Query keys of the merchant application, under the user's root with the viewer's id. */
export const merchantKeys = {
  index: (viewer: number) => [...userKeys.all, 'merchant', viewer] as const,
};
