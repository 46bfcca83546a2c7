import { accountCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { sendEmailCode } from './service.ts';

export function emsRoutes(ctx: AppContext) {
  return [
    route(
      accountCalls.sendCode,
      ({ input, request, user }) =>
        sendEmailCode(
          { db: ctx.db, mailer: ctx.mailer, logger: request.log },
          { ...input, lang: request.lang, userId: user?.id },
        ),
      { message: 'msg.code_sent', perMinute: 10 },
    ),
  ];
}
