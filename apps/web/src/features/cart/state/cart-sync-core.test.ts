import type { CartChangeResponse, CartItem } from '@market/contract';
import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-rules.ts';
import { addLine, lineKey } from './cart-rules.ts';
import { linesFromServer, mergeBatchesOf, withChanges, withoutLines, withQuantity } from './cart-mirror.ts';
import { type CartCalls, createCartSync, type LocalCart } from './cart-sync-core.ts';

const item = (sku_id: number, num: number, shop_id = 10): CartItem => ({
  sku_id,
  product_id: sku_id * 100,
  shop_id,
  shop_name: `Store ${shop_id}`,
  title: `Product ${sku_id}`,
  image: '/uploads/a.webp',
  size: 'M',
  color: 'Red',
  price: '12.50',
  tiers: [{ min_qty: 1, price: '12.50' }],
  min_order_qty: 1,
  order_multiple: 1,
  shop_min_order_amount: null,
  stock: 40,
  num,
  is_available: true,
});
const local = (id: number, num: number, shopId = 10): CartLine => ({
  id,
  shopId,
  shopName: `Store ${shopId}`,
  num,
});

function memoryCart(initial: CartLine[] = []): LocalCart & { current: CartLine[] } {
  const cart = {
    current: initial,
    lines: () => cart.current,
    add: (line: CartLine) => void (cart.current = addLine(cart.current, line)),
    setNum: (key: string, num: number) => void (cart.current = withQuantity(cart.current, key, num)),
    remove: (keys: ReadonlySet<string>) => void (cart.current = withoutLines(cart.current, keys)),
    replace: (lines: CartLine[]) => void (cart.current = lines),
    patch: (items: CartChangeResponse['items']) => void (cart.current = withChanges(cart.current, items)),
  };
  return cart;
}

/** Cart calls whose answers the test releases one by one, in any order. */
function scriptedCalls() {
  const pending: {
    path: string;
    body: unknown;
    resolve: (answer: unknown) => void;
    reject: (e: Error) => void;
  }[] = [];
  const call =
    <T>(path: string) =>
    (body: unknown) =>
      new Promise<T>((resolve, reject) =>
        pending.push({ path, body, resolve: (answer) => resolve(answer as T), reject }),
      );
  const calls: CartCalls = {
    list: () => call<{ list: CartItem[] }>('list')(undefined),
    add: call('add'),
    set: call('set'),
    remove: call('remove'),
    merge: call('merge'),
  };
  return { calls, pending };
}

/** The answer of a change: the cart's units and lines and the lines it sent back as [sku, num, price]. */
const changed = (
  count: number,
  lineCount: number,
  items: [number, number, string][],
): CartChangeResponse => ({
  count,
  line_count: lineCount,
  items: items.map(([sku_id, num, price]) => ({ sku_id, num, price })),
});

describe('server cart mirror', () => {
  it('maps server lines to the spec shopCart shape, the SKU as id', () => {
    expect(linesFromServer([{ ...item(7, 3, 20), is_available: false }])).toEqual([
      {
        id: 7,
        shopId: 20,
        shopName: 'Store 20',
        num: 3,
        productId: 700,
        title: 'Product 7',
        image: '/uploads/a.webp',
        price: '12.50',
        tiers: [{ min_qty: 1, price: '12.50' }],
        minOrderQty: 1,
        orderMultiple: 1,
        shopMinOrderAmount: null,
        size: 'M',
        color: 'Red',
        stock: 40,
        isAvailable: false,
      },
    ]);
  });

  it('sends one line per SKU to merge, keeping the larger quantity, in batches of 200', () => {
    expect(mergeBatchesOf([local(1, 2), local(2, 5), local(1, 4)])).toEqual([
      [
        { sku_id: 1, num: 4 },
        { sku_id: 2, num: 5 },
      ],
    ]);
    expect(mergeBatchesOf([])).toEqual([[]]);
    const many = Array.from({ length: 450 }, (_, i) => local(i + 1, 1));
    expect(mergeBatchesOf(many).map((batch) => batch.length)).toEqual([200, 200, 50]);
  });

  it('keeps a visitor cart local', async () => {
    const { calls, pending } = scriptedCalls();
    const cart = memoryCart();
    const sync = createCartSync(calls, cart, () => false);
    await sync.add(local(1, 2));
    await sync.setNum(local(1, 2), 5);
    await sync.merge();
    expect(cart.current).toEqual([local(1, 5)]);
    expect(pending).toEqual([]);
  });

  it('at login merges the local lines and replaces shopCart with the merged answer', async () => {
    const { calls, pending } = scriptedCalls();
    const cart = memoryCart([local(1, 2), local(3, 1, 30)]);
    const sync = createCartSync(calls, cart, () => true);
    const merged = sync.merge();
    // a second trigger (login and start together) joins the first
    void sync.merge();
    expect(pending).toHaveLength(1);
    expect(pending[0]!.body).toEqual({
      items: [
        { sku_id: 1, num: 2 },
        { sku_id: 3, num: 1 },
      ],
    });
    // the server had 4 of SKU 1 from another device, and SKU 9
    pending[0]!.resolve({ list: [item(1, 4), item(3, 1, 30), item(9, 1)] });
    await merged;
    expect(cart.current.map((line) => [line.id, line.num])).toEqual([
      [1, 4],
      [3, 1],
      [9, 1],
    ]);
  });

  it('shows a change at once and then the server answer to the latest change only', async () => {
    const { calls, pending } = scriptedCalls();
    const cart = memoryCart(linesFromServer([item(1, 1)]));
    const sync = createCartSync(calls, cart, () => true);
    const first = sync.setNum(cart.current[0]!, 2);
    const second = sync.setNum(cart.current[0]!, 3);
    expect(cart.current[0]!.num).toBe(3);
    pending[1]!.resolve(changed(3, 1, [[1, 3, '12.50']]));
    await second;
    // the first answer arrives late: it must not undo the second tap
    pending[0]!.resolve(changed(2, 1, [[1, 2, '12.50']]));
    await first;
    expect(cart.current[0]!.num).toBe(3);
    expect(pending.map((call) => [call.path, call.body])).toEqual([
      ['set', { sku_id: 1, num: 2 }],
      ['set', { sku_id: 1, num: 3 }],
    ]);
  });

  it('brings the server cart back when a change is refused', async () => {
    const { calls, pending } = scriptedCalls();
    const cart = memoryCart(linesFromServer([item(1, 1), item(2, 1)]));
    const sync = createCartSync(calls, cart, () => true);
    const merged = sync.merge();
    pending[0]!.resolve({ list: [item(1, 1), item(2, 1)] });
    await merged;
    const removal = sync.remove([cart.current[0]!]);
    expect(cart.current.map(lineKey)).toEqual(['10:2']);
    pending[1]!.reject(new Error('refused'));
    await Promise.resolve();
    await Promise.resolve();
    expect(pending[2]!.path).toBe('list');
    pending[2]!.resolve({ list: [item(1, 1), item(2, 1)] });
    await expect(removal).rejects.toThrow('refused');
    expect(cart.current.map((line) => line.id)).toEqual([1, 2]);
  });

  it('merges instead of refreshing while the device has lines the server may lack', async () => {
    const { calls, pending } = scriptedCalls();
    const cart = memoryCart([local(1, 2)]);
    const sync = createCartSync(calls, cart, () => true);
    // the merge at start failed (offline): opening the cart must not drop the device's line
    const failed = sync.merge();
    pending[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    const refreshed = sync.refresh();
    expect(pending[1]).toMatchObject({ path: 'merge', body: { items: [{ sku_id: 1, num: 2 }] } });
    pending[1]!.resolve({ list: [item(1, 2), item(9, 1)] });
    await refreshed;
    // merged once, a refresh reads the server's cart
    void sync.refresh();
    expect(pending[2]!.path).toBe('list');
    expect(cart.current.map((line) => line.id)).toEqual([1, 9]);
  });

  it('clears the server cart with an empty delete', async () => {
    const { calls, pending } = scriptedCalls();
    const cart = memoryCart(linesFromServer([item(1, 1)]));
    const cleared = createCartSync(calls, cart, () => true).clear();
    expect(cart.current).toEqual([]);
    expect(pending[0]).toMatchObject({ path: 'remove', body: {} });
    pending[0]!.resolve(changed(0, 0, []));
    await cleared;
    expect(pending).toHaveLength(1);
  });

  it('writes a change’s answer into the lines it names, without reading the whole cart', async () => {
    const { calls, pending } = scriptedCalls();
    // two sizes of one product (sku 1 and 2) and another product's line
    const cart = memoryCart(linesFromServer([item(1, 6), item(2, 2), item(3, 1, 30)]));
    const sync = createCartSync(calls, cart, () => true);
    const change = sync.setNum(cart.current[1]!, 4);
    expect(pending.map((call) => [call.path, call.body])).toEqual([['set', { sku_id: 2, num: 4 }]]);
    // 6 + 4 reach a tier: the server prices both sizes anew, the other product is not sent
    pending[0]!.resolve(
      changed(11, 3, [
        [1, 6, '11'],
        [2, 4, '11'],
      ]),
    );
    await change;
    expect(cart.current.map((line) => [line.id, line.num, line.price])).toEqual([
      [1, 6, '11'],
      [2, 4, '11'],
      [3, 1, '12.50'],
    ]);
    expect(pending).toHaveLength(1);
  });

  it('reads the whole cart back when a change’s totals differ from the device’s', async () => {
    const { calls, pending } = scriptedCalls();
    const cart = memoryCart(linesFromServer([item(1, 1)]));
    const sync = createCartSync(calls, cart, () => true);
    const merged = sync.merge();
    pending[0]!.resolve({ list: [item(1, 1)] });
    await merged;
    const change = sync.add(local(1, 2));
    // another device put SKU 9 in the cart meanwhile: 2 lines, 4 units on the server
    pending[1]!.resolve(changed(4, 2, [[1, 3, '12.50']]));
    await Promise.resolve();
    await Promise.resolve();
    expect(pending[2]!.path).toBe('list');
    pending[2]!.resolve({ list: [item(1, 3), item(9, 1)] });
    await change;
    expect(cart.current.map((line) => [line.id, line.num])).toEqual([
      [1, 3],
      [9, 1],
    ]);
  });
});
