import { orders } from './order.ts';
import { useOrderMutation } from './use-order-mutation.ts';

export const receiveOrder = (id: number) => orders.receive({ id });

/** Confirms a shipped order as received (the store is paid then). */
export const useReceiveOrder = () => useOrderMutation(receiveOrder);
