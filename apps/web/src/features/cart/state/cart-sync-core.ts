import type { CartChangedLine, CartChangeResponse, CartResponse } from '@market/contract';
import { type CartLine, lineKey } from './cart-rules.ts';
import { linesFromServer, matchesTotals, mergeBatchesOf } from './cart-mirror.ts';

/** The server cart calls the sync needs (`cartCalls`, bound to the app's client). */
export interface CartCalls {
  list(): Promise<CartResponse>;
  add(body: { sku_id: number; num: number }): Promise<CartChangeResponse>;
  set(body: { sku_id: number; num: number }): Promise<CartChangeResponse>;
  remove(body: { sku_ids?: number[] }): Promise<CartChangeResponse>;
  merge(body: { items: { sku_id: number; num: number }[] }): Promise<CartResponse>;
}

/** The local `shopCart` the sync changes. */
export interface LocalCart {
  lines(): CartLine[];
  add(line: CartLine): void;
  setNum(key: string, num: number): void;
  remove(keys: ReadonlySet<string>): void;
  replace(lines: CartLine[]): void;
  /** Sets the quantity and unit price of the lines of these SKUs, as the server answered a change. */
  patch(items: CartChangedLine[]): void;
}

/**
 * The cart's changes, local for a visitor; for a logged-in user each change shows at once and goes
 * to the server, whose answer (the changed lines, their product's other lines and the cart's
 * totals, decision 056) is then written into `shopCart`. Only the answer to the latest change is
 * applied: an earlier one arriving late would undo a later tap. When the answer's totals differ
 * from the device's (another device changed the cart), or a change is refused, the server's whole
 * cart is read back.
 */
export function createCartSync(calls: CartCalls, local: LocalCart, isLogin: () => boolean) {
  let latest = 0;
  let merging: Promise<void> | undefined;
  // until a merge has gone through, the device holds lines the server lacks: a refresh would drop them
  let isMerged = false;

  async function mirror(call: () => Promise<CartChangeResponse>): Promise<void> {
    const version = ++latest;
    try {
      const answer = await call();
      if (version !== latest) return;
      local.patch(answer.items);
      if (!matchesTotals(local.lines(), answer)) await refresh();
    } catch (error) {
      if (version === latest) await refresh().catch(() => undefined);
      throw error;
    }
  }

  /** A logged-in user's cart from the server into `shopCart` (a merge first, if none has gone through). */
  async function refresh(): Promise<void> {
    if (!isLogin()) return;
    if (merging || !isMerged) return merge();
    const version = ++latest;
    const answer = await calls.list();
    if (version === latest) local.replace(linesFromServer(answer.list));
  }

  function merge(): Promise<void> {
    if (!isLogin()) return Promise.resolve();
    merging ??= (async () => {
      isMerged = false;
      try {
        let answer: CartResponse | undefined;
        for (const items of mergeBatchesOf(local.lines())) answer = await calls.merge({ items });
        latest += 1;
        if (answer) local.replace(linesFromServer(answer.list));
        isMerged = true;
      } finally {
        merging = undefined;
      }
    })();
    return merging;
  }

  return {
    refresh,
    async add(line: CartLine): Promise<void> {
      local.add(line);
      if (isLogin()) await mirror(() => calls.add({ sku_id: line.id, num: line.num }));
    },
    async setNum(line: CartLine, num: number): Promise<void> {
      local.setNum(lineKey(line), num);
      if (isLogin()) await mirror(() => calls.set({ sku_id: line.id, num }));
    },
    async remove(lines: CartLine[]): Promise<void> {
      if (lines.length === 0) return;
      local.remove(new Set(lines.map(lineKey)));
      if (isLogin())
        await mirror(() => calls.remove({ sku_ids: [...new Set(lines.map((line) => line.id))] }));
    },
    async clear(): Promise<void> {
      local.replace([]);
      if (isLogin()) await mirror(() => calls.remove({}));
    },
    /**
     * After login (and at start when logged in): the device's lines join the server's cart, and
     * `shopCart` becomes the merged cart, so the cart follows the user across devices. One at a time.
     */
    merge,
  };
}
export type CartSync = ReturnType<typeof createCartSync>;
