// Other modules use nothing of the orders but a store's sales figures (the store center reads
// them) and its money in orders (the settlement reads escrow, commission rate and order
// numbers). An order's escrow is a ledger account (`held`), which ledger/schema.ts declares;
// app.ts starts the routes, jobs/recurring.ts runs the order clock and the sales roll-up.
export { runOrderClock } from './sweeper.ts';
export { rollUpAllSales } from './sales-rollup.ts';
export {
  getStoreSalesFigures,
  getStoreSalesSeries,
  type SalesBucket,
  type SalesFigures,
} from './store-sales.ts';
export { commissionRateOf, defaultCommissionRate } from './settle.ts';
export { orderNumbersOf, storeOrderMoney } from './seller-queries.ts';
export {
  type AdminOrderFilter,
  latestOrdersOfUser,
  listOrdersForAdmin,
  orderExportChunk,
  presentAdminOrder,
} from './admin-order-queries.ts';
export { salesByDay } from './site-sales.ts';
// an accepted quote's checkout at the quoted prices, inside the quote's transaction (decision 050)
export { placeQuotedCheckout } from './checkout-service.ts';
export { ordersInLanguage } from './buyer-language.ts';
