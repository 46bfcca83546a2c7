import type { Buyer } from './crash-world.ts';
import type { Envelope } from './crash-server.ts';

// What the server claimed (every call answered code 1) and what it left unknown (calls in flight
// when it died), kept by the crash test's load and checked against the database after a restart.

/** A paying call: the same path, body and key are sent again to settle it. */
export interface PayingCall {
  path: string;
  body: Record<string, unknown>;
  token: string;
  key: string;
}

export type Unsettled =
  | { kind: 'pay'; call: PayingCall; checkoutId: number; orderIds: number[] }
  | { kind: 'withdraw'; call: PayingCall; buyer: Buyer }
  | { kind: 'adjust'; call: PayingCall }
  | { kind: 'recharge-review'; id: number }
  | { kind: 'withdraw-review'; id: number }
  | { kind: 'cancel'; buyer: Buyer; orderId: number }
  // no key and nothing to claim: an order or a recharge that may or may not exist now
  | { kind: 'other'; path: string };

export class Journal {
  /** Paid checkouts by id: the call (to replay) and its answer. */
  readonly paid = new Map<number, { call: PayingCall; data: any }>();
  /** Held withdrawals by id. */
  readonly withdrawals = new Map<number, { call: PayingCall; buyer: Buyer; data: any }>();
  readonly rejectedWithdrawals = new Set<number>();
  /** Approved recharges by id: the amount credited (unknown when a retry found it decided). */
  readonly approvedRecharges = new Map<number, string | undefined>();
  readonly cancelledOrders = new Set<number>();
  /** Admin adjustments by ledger entry id. */
  readonly adjustments = new Map<number, { call: PayingCall; data: any }>();
  unsettled: Unsettled[] = [];
  calls = 0;
  answered = 0;
  unanswered = 0;
  succeeded = 0;
  retries = 0;
  /** Unanswered paying calls whose work had committed before the kill (the retry replayed it). */
  unansweredCommitted = 0;
  /** Unanswered paying calls that had not committed (the retry ran them). */
  unansweredNotCommitted = 0;
  readonly refusals = new Map<string, number>();
  /** Answers of 5xx or outside the envelope: faults. */
  readonly faults: string[] = [];

  count(path: string, status: number, body: Envelope): void {
    this.answered += 1;
    if (status >= 500 || ![0, 1].includes(body.code)) this.faults.push(`${path}: ${status} ${body.msg}`);
    else if (body.code === 1) this.succeeded += 1;
    else this.refusals.set(`${path}: ${body.msg}`, (this.refusals.get(`${path}: ${body.msg}`) ?? 0) + 1);
  }

  claimPaid(call: PayingCall, data: any): void {
    this.paid.set(data.checkout_id as number, { call, data });
  }

  claimWithdrawal(call: PayingCall, buyer: Buyer, data: any): void {
    this.withdrawals.set(data.withdrawal.id as number, { call, buyer, data });
  }

  claimAdjustment(call: PayingCall, data: any): void {
    this.adjustments.set(data.entry_id as number, { call, data });
  }

  claimRecharge(data: any): void {
    this.approvedRecharges.set(data.id as number, data.credited as string);
  }

  summary(): string {
    const refused = [...this.refusals].map(([what, n]) => `${n}× ${what}`).join('; ') || 'none';
    return (
      `${this.calls} calls: ${this.succeeded} answered code 1, ${this.answered - this.succeeded} refused ` +
      `(${refused}), ${this.unanswered} unanswered (paying calls among them: ${this.unansweredCommitted} ` +
      `had committed, ${this.unansweredNotCommitted} had not), ${this.retries} retries after restarts; claims: ` +
      `${this.paid.size} paid checkouts, ${this.withdrawals.size} withdrawals ` +
      `(${this.rejectedWithdrawals.size} rejected), ${this.approvedRecharges.size} approved recharges, ` +
      `${this.cancelledOrders.size} cancelled orders, ${this.adjustments.size} adjustments`
    );
  }
}
