import { type BoundCalls, bindCalls } from '@market/client';
import { articleCalls } from '@market/contract/routes/article-calls';
import { client } from '../../../lib/api.ts';

/** Article and policy page calls through the app's one client. */
export const articles: BoundCalls<typeof articleCalls> = bindCalls(client, articleCalls);
