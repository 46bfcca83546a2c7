import type { Address } from '@market/contract';
import type { addressEditRequest } from '@market/contract';
import countries from 'i18n-iso-countries';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { lockUser } from '../user/index.ts';
import * as queries from './queries.ts';

/** Enough for home, office and a few warehouses; a list longer than this is a mistake or abuse. */
export const MAX_ADDRESSES = 20;

type AddressEdit = z.output<typeof addressEditRequest>;

export function presentAddress(row: queries.AddressRow): Address {
  return {
    id: row.id,
    country: row.country,
    province: row.province,
    city: row.city,
    address: row.address,
    zip: row.zip,
    name: row.name,
    mobile: row.mobile,
    is_default: row.isDefault,
  };
}

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  return (await queries.listAddresses(db, userId)).map(presentAddress);
}

/** Whether the address is the user's own. */
export async function isOwnAddress(db: Db | Tx, userId: number, id: number): Promise<boolean> {
  return (await queries.findAddress(db, userId, id)) !== undefined;
}

export async function readAddress(db: Db, userId: number, id: number): Promise<Address> {
  const row = await queries.findAddress(db, userId, id);
  if (!row) throw notFound('msg.address_not_found');
  return presentAddress(row);
}

/**
 * Adds an address, or edits the caller's own. The first address is the default; marking one as
 * default takes the flag from the others.
 */
export async function saveAddress(db: Db, userId: number, body: AddressEdit): Promise<Address> {
  if (!countries.isValid(body.country)) throw fail('validation.select_country', { field: 'country' });
  const { id, is_default: wantsDefault, ...fields } = body;
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const count = await queries.countAddresses(tx, userId);
    if (id === undefined) {
      const values = { ...fields, isDefault: wantsDefault || count === 0 };
      if (count >= MAX_ADDRESSES) throw fail('msg.address_limit', { params: { max: MAX_ADDRESSES } });
      if (values.isDefault) await queries.clearDefault(tx, userId);
      return queries.insertAddress(tx, userId, values);
    }
    const existing = await queries.findAddress(tx, userId, id);
    if (!existing) throw notFound('msg.address_not_found');
    // the default moves only by marking another one: unticking it would leave the user with none
    const values = { ...fields, isDefault: existing.isDefault || wantsDefault };
    if (values.isDefault) await queries.clearDefault(tx, userId, id);
    return queries.updateAddress(tx, userId, id, values);
  });
  if (!row) throw notFound('msg.address_not_found');
  return presentAddress(row);
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const deleted = await queries.deleteAddress(tx, userId, id);
    if (!deleted) throw notFound('msg.address_not_found');
    if (deleted.isDefault) await queries.promoteNewest(tx, userId);
  });
}
