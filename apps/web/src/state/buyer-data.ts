import { create } from 'zustand';

/** One line of an order to place: a SKU of a product and how many. */
export interface BuyerItem {
  product_id: number;
  sku_id: number;
  num: number;
}

interface BuyerDataState {
  /** What /orderChecked confirms: the cart's selection, or the one line of Buy now. */
  items: BuyerItem[];
  /** Whether the lines came from the cart (they leave it once ordered). */
  isFromCart: boolean;
  /** The address chosen at /address?select=1; the default one when unset. */
  addressId: number | undefined;
  start(items: BuyerItem[], isFromCart: boolean): void;
  chooseAddress(id: number | undefined): void;
  clear(): void;
}

/** Spec §3 `buyerData`: the order being confirmed, in memory only (a reload starts again). */
export const useBuyerData = create<BuyerDataState>((set) => ({
  items: [],
  isFromCart: false,
  addressId: undefined,
  start: (items, isFromCart) => set({ items, isFromCart }),
  chooseAddress: (addressId) => set({ addressId }),
  clear: () => set({ items: [], isFromCart: false, addressId: undefined }),
}));
