import { quickOrderCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { quickCheck } from './quick-check.ts';

/** The quick order form's check (decision 049): answers each line's verdict, changes nothing. */
export function quickCheckRoutes({ db }: AppContext) {
  return [
    route(quickOrderCalls.quickCheck, ({ input, request }) => quickCheck(db, input.lines, request.lang)),
  ];
}
