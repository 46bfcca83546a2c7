import { z } from 'zod';
import { id, requiredString } from '../common/fields.ts';
import { STORE_STATUSES } from '../seller/store-center.ts';

/** `POST /api/admin/store/suspend {store_id, reason}`: the reason is shown to the store's seller. */
export const adminStoreSuspendRequest = z
  .object({ store_id: id, reason: requiredString('enter_reason').max(500) })
  .strict();
export type AdminStoreSuspendRequest = z.input<typeof adminStoreSuspendRequest>;

/** `POST /api/admin/store/reopen {store_id}`. */
export const adminStoreReopenRequest = z.object({ store_id: id }).strict();
export type AdminStoreReopenRequest = z.input<typeof adminStoreReopenRequest>;

/** The store's status after the change, and how many of its products are on sale now. */
export const adminStoreStatusResponse = z.object({
  store_id: z.number().int(),
  name: z.string(),
  status: z.enum(STORE_STATUSES),
  status_reason: z.string(),
  products_on_sale: z.number().int(),
});
export type AdminStoreStatusResponse = z.infer<typeof adminStoreStatusResponse>;
