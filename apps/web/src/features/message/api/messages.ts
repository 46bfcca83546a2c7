import { type BoundCalls, bindCalls } from '@market/client';
import { messageCalls } from '@market/contract/routes/message-calls';
import { client } from '../../../lib/api.ts';

/** Site message calls through the app's one client. */
export const messages: BoundCalls<typeof messageCalls> = bindCalls(client, messageCalls);
