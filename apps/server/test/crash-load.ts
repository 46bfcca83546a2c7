import { randomUUID } from 'node:crypto';
import { type Answer, callServer, Unanswered } from './crash-server.ts';
import type { Journal, PayingCall, Unsettled } from './crash-journal.ts';
import { type Buyer, FUND_PASSWORD, type World } from './crash-world.ts';
import { ADDRESS, txHash } from './wallet-support.ts';

// The crash test's mixed load: workers in a bounded loop of checkouts, payments, cancellations,
// withdrawals and their rejection, recharges and their approval, and support's top-ups, until the
// server is killed after a set number of answers.

export interface RoundOptions {
  url: string;
  world: World;
  journal: Journal;
  workers: number;
  /** Kill the server when this round has had this many answers. */
  killAfter: number;
  seed: number;
  kill: () => void;
}

/** Thrown to stop a worker once the server is dead: nothing was sent. */
class Stopped extends Error {}

/** A small seeded generator (mulberry32), so each worker's sequence of steps is the same each run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class Round {
  readonly options: RoundOptions;
  private isKilled = false;
  private answers = 0;

  constructor(options: RoundOptions) {
    this.options = options;
  }

  get killed(): boolean {
    return this.isKilled;
  }

  kill(): void {
    if (this.isKilled) return;
    this.isKilled = true;
    this.options.kill();
  }

  /** Sends one call; if it goes unanswered, `unsettled` says how to settle it after the restart. */
  async send(path: string, body: unknown, token: string, unsettled?: Unsettled, key?: string) {
    if (this.isKilled) throw new Stopped();
    const { journal } = this.options;
    journal.calls += 1;
    let answer: Answer;
    try {
      answer = await callServer(this.options.url, path, body, { token, ...(key && { key }) });
    } catch (error) {
      if (error instanceof Unanswered) {
        journal.unanswered += 1;
        journal.unsettled.push(unsettled ?? { kind: 'other', path });
      }
      throw error;
    }
    journal.count(path, answer.status, answer.body);
    this.answers += 1;
    // the kill lands while the other workers' calls are in flight
    if (this.answers >= this.options.killAfter) this.kill();
    return answer.body;
  }

  sendPaying(call: PayingCall, unsettled: Unsettled) {
    return this.send(call.path, call.body, call.token, unsettled, call.key);
  }
}

async function checkout(round: Round, world: World, buyer: Buyer, random: () => number, then: string) {
  const [first, second] = world.items;
  const items = [{ product_id: first!.productId, sku_id: first!.skuId, num: 1 + Math.floor(random() * 3) }];
  if (random() < 0.5) items.push({ product_id: second!.productId, sku_id: second!.skuId, num: 1 });
  const created = await round.send('/api/order/create', { items, address_id: buyer.addressId }, buyer.token);
  if (created.code !== 1) return;
  const checkoutId = created.data.checkout_id as number;
  const orderIds = (created.data.orders as { id: number }[]).map((order) => order.id);
  if (then === 'cancel unpaid') return cancel(round, buyer, orderIds[0]!);
  const call = {
    path: '/api/order/pay',
    body: { checkout_id: checkoutId, fund_password: FUND_PASSWORD },
    token: buyer.token,
    key: randomUUID(),
  };
  const paid = await round.sendPaying(call, { kind: 'pay', call, checkoutId, orderIds });
  if (paid.code !== 1) return;
  round.options.journal.claimPaid(call, paid.data);
  if (then === 'cancel paid') await cancel(round, buyer, (paid.data.order_ids as number[])[0]!);
}

async function cancel(round: Round, buyer: Buyer, orderId: number) {
  const unsettled = { kind: 'cancel', buyer, orderId } as const;
  const answer = await round.send('/api/order/cancel', { id: orderId }, buyer.token, unsettled);
  if (answer.code === 1) round.options.journal.cancelledOrders.add(orderId);
}

async function withdraw(round: Round, world: World, buyer: Buyer, random: () => number) {
  const amount = String(10 + Math.floor(random() * 20));
  const call = {
    path: '/api/wallet/withdraw',
    body: {
      currency: 'USDT',
      network: 'TRC20',
      address: ADDRESS.TRC20,
      amount,
      fund_password: FUND_PASSWORD,
    },
    token: buyer.token,
    key: randomUUID(),
  };
  const held = await round.sendPaying(call, { kind: 'withdraw', call, buyer });
  if (held.code !== 1) return;
  round.options.journal.claimWithdrawal(call, buyer, held.data);
  if (random() < 0.35) {
    const id = held.data.withdrawal.id as number;
    const body = { id, approve: false, reason: 'crash test' };
    const unsettled = { kind: 'withdraw-review', id } as const;
    const rejected = await round.send('/api/admin/withdraw/review', body, world.admin.token, unsettled);
    if (rejected.code === 1) round.options.journal.rejectedWithdrawals.add(id);
  }
}

async function recharge(round: Round, world: World, buyer: Buyer, random: () => number) {
  const amount = String(10 + Math.floor(random() * 90));
  const body = { currency: 'USDT', network: 'TRC20', amount, image: buyer.uploadId, tx_hash: txHash() };
  const requested = await round.send('/api/wallet/recharge', body, buyer.token);
  if (requested.code !== 1) return;
  const id = requested.data.id as number;
  const unsettled = { kind: 'recharge-review', id } as const;
  const approved = await round.send(
    '/api/admin/recharge/review',
    { id, approve: true },
    world.admin.token,
    unsettled,
  );
  if (approved.code === 1) round.options.journal.claimRecharge(approved.data);
}

async function topUp(round: Round, world: World, buyer: Buyer) {
  const call = {
    path: '/api/admin/user/adjust_balance',
    body: { user_id: buyer.id, amount: '25', reason: 'crash test top-up' },
    token: world.admin.token,
    key: randomUUID(),
  };
  const answer = await round.sendPaying(call, { kind: 'adjust', call });
  if (answer.code === 1) round.options.journal.claimAdjustment(call, answer.data);
}

async function step(round: Round, world: World, buyer: Buyer, random: () => number) {
  const pick = random();
  if (pick < 0.45) return checkout(round, world, buyer, random, 'keep');
  if (pick < 0.57) return checkout(round, world, buyer, random, 'cancel paid');
  if (pick < 0.65) return checkout(round, world, buyer, random, 'cancel unpaid');
  if (pick < 0.8) return withdraw(round, world, buyer, random);
  if (pick < 0.93) return recharge(round, world, buyer, random);
  return topUp(round, world, buyer);
}

/** Bounded: each worker stops after 500 steps even if the kill never came; then the kill comes. */
export async function runRound(options: RoundOptions): Promise<void> {
  const round = new Round(options);
  const { world } = options;
  const worker = async (index: number) => {
    const random = generator(options.seed * 1_000 + index);
    const buyer = world.buyers[index % world.buyers.length]!;
    for (let i = 0; i < 500 && !round.killed; i += 1) {
      try {
        await step(round, world, buyer, random);
      } catch (error) {
        if (error instanceof Unanswered || error instanceof Stopped) return;
        throw error;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.workers }, (_, index) => worker(index)));
  } finally {
    round.kill();
  }
}
