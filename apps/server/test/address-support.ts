import { addressListResponse } from '@market/contract';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addresses } from '../src/db/schema.ts';
import { buildUser, post, type TestUser } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

/** A complete address, as the form sends it. */
export const berlin = {
  country: 'DE',
  province: 'Berlin',
  city: 'Berlin',
  address: 'Alexanderplatz 1',
  zip: '10178',
  name: 'Ada Lovelace',
  mobile: '+49 30 1234567',
};

/** The hooks of an address test file (the app, Alice and Bob) and the calls its tests make. */
export function useAddressTests() {
  const ctx = useTestApp(async ({ database }) => ({
    alice: await buildUser(database),
    bob: await buildUser(database),
  }));
  const save = (user: TestUser, body: object) =>
    post(ctx.app, '/api/aera/addEdit', body, { token: user.token });
  const storedOf = (userId: number) =>
    ctx.database.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));

  return {
    ctx,
    save,
    storedOf,
    list: async (user: TestUser) => {
      const { body } = await post(ctx.app, '/api/aera/index', {}, { token: user.token });
      expect(body.code).toBe(1);
      return addressListResponse.parse(body.data).list;
    },
    /** Adds an address and answers its id. */
    add: async (user: TestUser, overrides: object = {}) => {
      const { body } = await save(user, { ...berlin, ...overrides });
      expect(body.code).toBe(1);
      return body.data.id as number;
    },
    /** The ids flagged as default, straight from the table. */
    defaultsOf: async (userId: number) =>
      (await storedOf(userId)).filter((row) => row.isDefault).map((row) => row.id),
  };
}
