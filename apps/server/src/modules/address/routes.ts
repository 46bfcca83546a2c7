import { addressCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import * as addresses from './service.ts';

/** The spec's address calls (`/api/aera/*`); always the caller's own. */
export function addressRoutes({ db }: AppContext) {
  return [
    route(addressCalls.save, ({ user, input }) => addresses.saveAddress(db, user.id, input)),
    route(addressCalls.list, async ({ user }) => ({ list: await addresses.listAddresses(db, user.id) })),
    route(addressCalls.read, ({ user, input }) => addresses.readAddress(db, user.id, input.id)),
    route(addressCalls.remove, async ({ user, input }) => {
      await addresses.deleteAddress(db, user.id, input.id);
      return null;
    }),
  ];
}
