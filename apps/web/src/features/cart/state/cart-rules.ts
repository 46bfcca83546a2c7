/** Spec §3 `shopCart`: a line per product and store; the same id+shopId adds to its num. */
export interface CartLine {
  id: number;
  shopId: number;
  shopName: string;
  num: number;
  [extra: string]: unknown;
}

export interface CartGroup {
  shopId: number;
  shopName: string;
  goods: CartLine[];
  /** Ids of the selected lines of this store. */
  checkes: number[];
}

export function addLine(cart: CartLine[], line: CartLine): CartLine[] {
  const index = cart.findIndex((item) => item.id === line.id && item.shopId === line.shopId);
  if (index === -1) return [...cart, line];
  return cart.map((item, i) => (i === index ? { ...item, num: item.num + line.num } : item));
}

/** Groups lines by shopId in the order stores first appear, with each store's selection. */
export function groupByShop(cart: CartLine[], selected: ReadonlySet<string> = new Set()): CartGroup[] {
  const groups = new Map<number, CartGroup>();
  for (const line of cart) {
    const group = groups.get(line.shopId) ?? {
      shopId: line.shopId,
      shopName: line.shopName,
      goods: [],
      checkes: [],
    };
    group.goods.push(line);
    if (selected.has(lineKey(line))) group.checkes.push(line.id);
    groups.set(line.shopId, group);
  }
  return [...groups.values()];
}

export const lineKey = (line: Pick<CartLine, 'id' | 'shopId'>) => `${line.shopId}:${line.id}`;
