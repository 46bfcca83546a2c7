import { orders } from './order.ts';
import { useOrderMutation } from './use-order-mutation.ts';

export const cancelOrder = (id: number) => orders.cancel({ id });

/** Cancels a paid order that has not shipped; the whole amount returns to the balance. */
export const useCancelOrder = () => useOrderMutation(cancelOrder, { isMoney: true });
