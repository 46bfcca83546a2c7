// zod-free, so the seller app can import its order tabs and carriers without the schema library

/** The seller's order tabs: an order is the seller's business once it is paid (decision 028). */
export const SELLER_ORDER_TABS = ['to_ship', 'shipped', 'received', 'cancelled'] as const;
export type SellerOrderTab = (typeof SELLER_ORDER_TABS)[number];

/** Spec §9: goods ship within 24 hours of the order (counted from its payment). */
export const SHIP_WITHIN_HOURS = 24;

/**
 * The carriers the seller app offers to pick from. The field is free text (a local carrier of any
 * of the 103 countries is as good): this list only saves typing.
 */
export const CARRIERS = [
  'DHL',
  'FedEx',
  'UPS',
  'USPS',
  'EMS',
  'China Post',
  'SF Express',
  'YTO Express',
  'ZTO Express',
  'Cainiao',
  'Royal Mail',
  'Deutsche Post',
  'La Poste',
  'Japan Post',
  'Aramex',
] as const;

/** An order list counts at most this many rows; a longer tab answers this with `is_total_capped`. */
export const SELLER_ORDER_COUNT_CAP = 1000;
