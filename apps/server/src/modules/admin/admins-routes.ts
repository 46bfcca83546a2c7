import { backOfficeCalls } from '@market/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import * as admins from './admins-service.ts';

const actorOf = (user: { id: number }, request: FastifyRequest): admins.Actor => ({
  id: user.id,
  ip: request.ip,
});

/** Only a super admin manages admins (permission `admins`): list, grant, change a role, revoke. */
export function adminsRoutes(ctx: AppContext) {
  const { db } = ctx;
  return [
    route(backOfficeCalls.admins, ({ input }) => admins.getAdmins(db, input)),
    route(
      backOfficeCalls.grantAdmin,
      ({ user, input, request }) => admins.grantAdmin(db, actorOf(user, request), input),
      { message: 'msg.saved' },
    ),
    route(
      backOfficeCalls.setAdminRole,
      ({ user, input, request }) => admins.changeAdminRole(db, actorOf(user, request), input),
      { message: 'msg.saved' },
    ),
    route(
      backOfficeCalls.revokeAdmin,
      ({ user, input, request }) => admins.revokeAdmin(db, actorOf(user, request), input),
      { message: 'msg.saved' },
    ),
  ];
}
