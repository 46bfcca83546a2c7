import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import { expectLedgerBalanced } from './order-support.ts';
import { useTwoPersonTests } from './two-person-support.ts';
import { txHash } from './wallet-support.ts';

// On PostgreSQL (this file's only engine) the admins' steps really run at once on a pool of
// connections: the row locks and the approvals' key must end each decision exactly once.
const t = useTwoPersonTests();
const { ctx, admins, approve, pay, reject } = t;
const succeeded = (answers: { body: { code: number } }[]) => answers.filter((a) => a.body.code === 1).length;

/** Each withdrawal's hold went exactly one way, once: paid, refunded, or still held. */
async function expectWithdrawalsEnded(ids: number[]) {
  const broken = await t.rows<{ id: string }>(sql`
    select w.id::text from withdrawals w
    where w.id = any(${`{${ids.join(',')}}`}::bigint[]) and (
      (w.status in ('pending', 'approved') and w.held <> w.hold)
      or (w.status in ('paid', 'rejected') and w.held <> 0)
      or (select count(*) from ledger_entries e where e.account_type = 'withdrawal' and e.account_id = w.id)
        <> case when w.status in ('pending', 'approved') then 1 else 2 end
      or (select count(*) from ledger_entries e where e.reference = 'withdrawal:' || w.id
        and e.kind = 'withdrawal_refund' and e.account_type = 'user') <> case when w.status = 'rejected' then 1 else 0 end
      or case w.status when 'rejected' then false
        when 'pending' then (select count(*) from withdrawal_approvals a where a.withdrawal_id = w.id) >= w.approvals_required
        else (select count(*) from withdrawal_approvals a where a.withdrawal_id = w.id) < w.approvals_required end
    )`);
  expect(broken).toEqual([]);
}

describe('two admins at once on one withdrawal', () => {
  it('the same admin approving twice at once: one approval, the other refused', async () => {
    const user = await t.buildWallet('5000');
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1)
      ids.push((await t.withdraw(user, { amount: '700' })).body.data.withdrawal.id);
    const answers = await Promise.all(
      ids.flatMap((id) => [approve({ id }, admins.finance), approve({ id }, admins.finance)]),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(succeeded(answers)).toBe(ids.length);
    const refusals = answers.filter((answer) => answer.body.code !== 1).map((answer) => answer.body.msg);
    expect(new Set(refusals)).toEqual(
      new Set(['You have already approved this; the second approval must come from another admin']),
    );
    const approvals = await t.rows<{ n: number }>(sql`
      select count(*)::int as n from withdrawal_approvals where withdrawal_id = any(${`{${ids.join(',')}}`}::bigint[])`);
    expect(approvals).toEqual([{ n: ids.length }]);
    await expectWithdrawalsEnded(ids);
  });

  it('approvals, payment and rejection racing: each withdrawal ends exactly once, no double refund or pay', async () => {
    const user = await t.buildWallet('9000');
    const third = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1)
      ids.push((await t.withdraw(user, { amount: i % 2 ? '900' : '300' })).body.data.withdrawal.id);
    // both approvals at once (and, on half of them, a rejection): one approval is enough for 300,
    // 900 takes both; a rejection may land before, between or after them
    const decided = await Promise.all(
      ids.flatMap((id, n) => [
        approve({ id }, admins.finance),
        approve({ id }, admins.second),
        ...(n % 4 < 2 ? [reject({ id, reason: 'first race' }, third)] : []),
      ]),
    );
    // a refusal is an answer: no decision may fail (a failure shows its status and body)
    expect(
      decided.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body]),
    ).toEqual([]);
    await expectWithdrawalsEnded(ids);
    const open = await t.rows<{ id: number; status: string }>(sql`
      select id::int as id, status from withdrawals
      where id = any(${`{${ids.join(',')}}`}::bigint[]) and status <> 'rejected'`);
    expect(open.map((row) => row.status)).toEqual(open.map(() => 'approved'));
    expect(open.length).toBeGreaterThanOrEqual(ids.length / 2);
    // then payment, rejection and the one-step review at once on each
    const ended = await Promise.all(
      ids.flatMap((id) => [
        pay({ id, tx_hash: txHash() }, admins.finance),
        reject({ id, reason: 'second race' }, admins.second),
        t.reviewWithdrawal({ id, approve: true, tx_hash: txHash() }, third.token),
      ]),
    );
    expect(
      ended.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body]),
    ).toEqual([]);
    // of the three decisions on each withdrawal one ended it, or none when it was already rejected
    const endings = ids.map((id, n) => [id, succeeded(ended.slice(n * 3, n * 3 + 3))]);
    expect(endings).toEqual(ids.map((id) => [id, open.some((row) => row.id === id) ? 1 : 0]));
    const states = await t.rows<{ status: string }>(
      sql`select status from withdrawals where id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    expect(states.every((state) => state.status === 'paid' || state.status === 'rejected')).toBe(true);
    await expectWithdrawalsEnded(ids);
    await expectLedgerBalanced(ctx.database);
  });
});

describe('adjustments decided at once', () => {
  it('two second admins approving one adjustment at once post it once; the requester is refused throughout', async () => {
    const user = await t.buildWallet('0');
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { body } = await post(
        ctx.app,
        '/api/admin/user/adjust_balance',
        { user_id: user.user.id, amount: '1000', reason: `race ${i}` },
        { token: admins.finance.token, headers: { 'idempotency-key': randomUUID() } },
      );
      ids.push(body.data.adjustment_id);
    }
    const answers = await Promise.all(
      ids.flatMap((id) => [
        t.approveAdjustment({ id }, admins.second),
        t.approveAdjustment({ id }, ctx.admin),
        t.approveAdjustment({ id }, admins.finance),
        t.rejectAdjustment({ id, reason: 'raced' }, ctx.admin),
      ]),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(succeeded(answers)).toBe(ids.length);
    const byRequester = answers.filter((_, n) => n % 4 === 2);
    expect(byRequester.every((answer) => answer.body.code === 0)).toBe(true);
    const rows = await t.rows<{ status: string; entries: number }>(sql`
      select a.status, (select count(*)::int from ledger_entries e where e.reference = 'adjustment:' || a.id) as entries
      from balance_adjustments a where a.id = any(${`{${ids.join(',')}}`}::bigint[])`);
    expect(rows.every((row) => (row.status === 'posted' ? row.entries === 2 : row.entries === 0))).toBe(true);
    const posted = rows.filter((row) => row.status === 'posted').length;
    expect(await t.balanceOf(user)).toBe(String(posted * 1000));
    await expectLedgerBalanced(ctx.database);
  });
});
