import { backOfficeCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { Dashboard } from './service.ts';

/** The back office's first screen: every role holds `dashboard`, and sees the queues it may use. */
export function dashboardRoutes(ctx: AppContext) {
  const dashboard = new Dashboard(ctx.db);
  return [route(backOfficeCalls.dashboard, ({ user }) => dashboard.read(user.adminRole!))];
}
