import { bindCalls } from '@market/client';
import { quickOrderCalls } from '@market/contract/routes/quick-order-calls';
import { client } from '../../lib/api.ts';

const calls = bindCalls(client, quickOrderCalls);

/** Each line's verdict from the server (decision 049); nothing changes in the cart. */
export const quickCheck = (lines: { sku_id: number; num: number }[]) => calls.quickCheck({ lines });
