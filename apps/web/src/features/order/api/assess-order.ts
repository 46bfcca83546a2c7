import type { OrderAssessRequest } from '@market/contract';
import { orders } from './order.ts';
import { useOrderMutation } from './use-order-mutation.ts';

export const assessOrder = (body: OrderAssessRequest) => orders.assess(body);

/** Reviews every product of a received order. */
export const useAssessOrder = () => useOrderMutation(assessOrder);
