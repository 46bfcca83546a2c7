import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { callServer, type Envelope } from './crash-server.ts';
import type { Journal, PayingCall } from './crash-journal.ts';

// After a restart: every call the kill left unanswered is sent again, a paying call with its own
// Idempotency-Key (twice at once), so each ends exactly once; and some calls answered code 1
// before the kill are replayed with their keys, which must answer the same and move nothing.

async function resend(
  url: string,
  journal: Journal,
  path: string,
  body: unknown,
  token: string,
  key?: string,
) {
  journal.calls += 1;
  journal.retries += 1;
  const answer = await callServer(url, path, body, { token, ...(key && { key }) });
  journal.count(path, answer.status, answer.body);
  return answer.body;
}

/** Whether the call's work committed before the kill: its key row commits with it. */
async function hasCommitted(database: Database, key: string): Promise<boolean> {
  const result = await database.db.execute(sql`select 1 from idempotency_keys where key = ${key}`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The same paying call twice at once with its key: one answer, given twice. */
async function resendTwice(url: string, journal: Journal, call: PayingCall, database: Database) {
  if (await hasCommitted(database, call.key)) journal.unansweredCommitted += 1;
  else journal.unansweredNotCommitted += 1;
  const [first, second] = await Promise.all(
    [0, 1].map(() => resend(url, journal, call.path, call.body, call.token, call.key)),
  );
  expect(second).toEqual(first);
  expect(first, `${call.path} retried after the restart`).toMatchObject({
    code: 1,
    data: expect.any(Object),
  });
  return first!.data as Envelope['data'];
}

export async function settle(url: string, journal: Journal, adminToken: string, database: Database) {
  const pending = journal.unsettled;
  journal.unsettled = [];
  for (const item of pending) {
    if (item.kind === 'pay')
      journal.claimPaid(item.call, await resendTwice(url, journal, item.call, database));
    else if (item.kind === 'withdraw')
      journal.claimWithdrawal(item.call, item.buyer, await resendTwice(url, journal, item.call, database));
    else if (item.kind === 'adjust')
      journal.claimAdjustment(item.call, await resendTwice(url, journal, item.call, database));
    else if (item.kind === 'recharge-review') {
      const answer = await resend(
        url,
        journal,
        '/api/admin/recharge/review',
        { id: item.id, approve: true },
        adminToken,
      );
      // refused as decided already: the call before the kill committed (the checks confirm it)
      journal.approvedRecharges.set(item.id, answer.code === 1 ? answer.data.credited : undefined);
    } else if (item.kind === 'withdraw-review') {
      const body = { id: item.id, approve: false, reason: 'crash test' };
      await resend(url, journal, '/api/admin/withdraw/review', body, adminToken);
      journal.rejectedWithdrawals.add(item.id);
    } else if (item.kind === 'cancel') {
      await resend(url, journal, '/api/order/cancel', { id: item.orderId }, item.buyer.token);
      journal.cancelledOrders.add(item.orderId);
    }
  }
  return pending.length;
}

const replayed = new Set<string>();

/** Up to `count` calls of each paying kind answered before a kill, sent again with their keys. */
export async function replayClaimed(url: string, journal: Journal, count: number): Promise<number> {
  const fresh = <T extends { call: PayingCall }>(claims: Iterable<T>) =>
    [...claims].filter((claim) => !replayed.has(claim.call.key)).slice(0, count);
  const claims = [
    ...fresh(journal.paid.values()),
    ...fresh(journal.withdrawals.values()),
    ...fresh(journal.adjustments.values()),
  ];
  for (const { call, data } of claims) {
    replayed.add(call.key);
    const answer = await resend(url, journal, call.path, call.body, call.token, call.key);
    expect(answer, `${call.path} replayed after the restart`).toMatchObject({ code: 1 });
    expect(answer.data).toEqual(data);
  }
  return claims.length;
}
