import type { AdminStoreDetail, AdminStoreItem, Paged } from '@market/contract';
import { Decimal } from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { offsetOf, type PageParams, toPage } from '../../lib/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { defaultCommissionRate } from '../order/index.ts';
import { presentImage } from './present.ts';
import * as queries from './store-admin-queries.ts';

/** A stored rate (numeric, `0.0500`) as the wire has it (`0.05`). */
const rateText = (rate: string | null) => (rate === null ? null : new Decimal(rate).toFixed());

function presentItem(row: queries.ListedStore): AdminStoreItem {
  return {
    id: row.id,
    name: row.name,
    logo: presentImage(row.logo).url,
    owner_id: row.ownerId ?? 0,
    owner: row.owner ?? '',
    status: row.status,
    status_reason: row.statusReason,
    is_holiday: row.isHoliday,
    commission_rate: rateText(row.commissionRate),
    sell_count: row.sellCount,
    balance: new Decimal(row.balance).toFixed(),
    created_at: row.createdAt.toISOString(),
  };
}

/** The back office's store list: newest first, by status and keyword, one server page. */
export async function listStoresForAdmin(
  db: Db,
  params: PageParams & queries.StoreFilter,
): Promise<Paged<AdminStoreItem>> {
  const filter = { keyword: params.keyword || undefined, status: params.status };
  const [rows, total] = await Promise.all([
    queries.listStores(db, filter, { limit: params.limit, offset: offsetOf(params) }),
    queries.countStores(db, filter),
  ]);
  return toPage(rows, presentItem, total, params);
}

export async function getStoreForAdmin(db: Db, storeId: number): Promise<AdminStoreDetail> {
  const [row, fallback] = await Promise.all([
    queries.findStoreForAdmin(db, storeId),
    defaultCommissionRate(db),
  ]);
  if (!row) throw notFound('msg.store_not_found');
  const own = rateText(row.commissionRate);
  return {
    ...presentItem(row),
    owner_email: row.ownerEmail ?? '',
    contact: row.contact,
    follower_count: row.followerCount,
    products: row.products,
    products_on_sale: row.productsOnSale,
    default_commission_rate: fallback,
    effective_commission_rate: own ?? fallback,
  };
}

/**
 * A store's own commission, or null to pay the site's default again: the change and its audit
 * entry in one transaction. It applies to orders received from now on (decision 045).
 */
export async function setStoreCommission(
  db: Db,
  adminId: number,
  body: { store_id: number; commission_rate: string | null },
): Promise<AdminStoreDetail> {
  await db.transaction(async (tx) => {
    const before = await queries.lockStoreCommission(tx, body.store_id);
    if (!before) throw notFound('msg.store_not_found');
    const rate = body.commission_rate === null ? null : new Decimal(body.commission_rate).toFixed();
    await queries.setStoreCommission(tx, body.store_id, rate);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'store.commission',
      subject: `store:${body.store_id}`,
      before: { commission_rate: rateText(before.rate) },
      after: { commission_rate: rate },
    });
  });
  return getStoreForAdmin(db, body.store_id);
}
