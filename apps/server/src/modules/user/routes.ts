import {
  changeEmailRequest,
  changePasswordRequest,
  currentUserSchema,
  emptyBody,
  envelopeOf,
  loginRequest,
  okEnvelope,
  profileRequest,
  registerRequest,
  resetPasswordRequest,
  sessionResponse,
} from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { caller, requireUser } from '../../plugins/auth.ts';
import { clientMeta } from '../session/service.ts';
import * as account from './account-service.ts';
import * as auth from './auth-service.ts';

const tags = ['account'];
const strictLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const deps = { db: ctx.db, throttle: ctx.throttle };
  return async (app) => {
    app.post(
      '/api/user/register',
      {
        schema: {
          tags,
          summary: 'Register with an e-mail code',
          body: registerRequest,
          response: { 200: envelopeOf(sessionResponse) },
        },
        config: strictLimit,
      },
      async (request) => {
        const userinfo = await auth.register(deps, request.body, clientMeta(request));
        return { code: 1 as const, msg: request.t('msg.success'), data: { userinfo } };
      },
    );

    app.post(
      '/api/user/login',
      {
        schema: {
          tags,
          summary: 'Log in with username or e-mail',
          body: loginRequest,
          response: { 200: envelopeOf(sessionResponse) },
        },
        config: strictLimit,
      },
      async (request) => {
        const userinfo = await auth.login(deps, request.body, clientMeta(request));
        return { code: 1 as const, msg: request.t('msg.success'), data: { userinfo } };
      },
    );

    app.post(
      '/api/user/index',
      {
        schema: {
          tags,
          summary: 'The current user',
          body: emptyBody,
          response: { 200: envelopeOf(currentUserSchema) },
        },
        onRequest: requireUser,
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await account.getCurrentUser(ctx.db, caller(request)),
      }),
    );

    app.post(
      '/api/user/profile',
      {
        schema: {
          tags,
          summary: 'Change avatar or nickname',
          body: profileRequest,
          response: { 200: envelopeOf(currentUserSchema) },
        },
        onRequest: requireUser,
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.profile_saved'),
        data: await account.updateProfile(ctx.db, caller(request), request.body),
      }),
    );

    app.post(
      '/api/user/logout',
      {
        schema: { tags, summary: 'End this session', body: emptyBody, response: { 200: okEnvelope } },
        onRequest: requireUser,
      },
      async (request) => {
        await auth.logout(ctx.db, caller(request).sessionId);
        return { code: 1 as const, msg: request.t('msg.logged_out'), data: null };
      },
    );

    app.post(
      '/api/user/change',
      {
        schema: {
          tags,
          summary: 'Change the login or fund password',
          body: changePasswordRequest,
          response: { 200: okEnvelope },
        },
        onRequest: requireUser,
      },
      async (request) => {
        await account.changePassword(deps, caller(request), request.body);
        return { code: 1 as const, msg: request.t('msg.password_changed'), data: null };
      },
    );

    app.post(
      '/api/user/resetpwd',
      {
        schema: {
          tags,
          summary: 'Reset a forgotten password with an e-mail code',
          body: resetPasswordRequest,
          response: { 200: okEnvelope },
        },
        config: strictLimit,
      },
      async (request) => {
        await account.resetPassword(deps, request.body);
        return { code: 1 as const, msg: request.t('msg.password_reset'), data: null };
      },
    );

    app.post(
      '/api/user/change_email',
      {
        schema: {
          tags,
          summary: 'Change the e-mail with a code sent to the new address',
          body: changeEmailRequest,
          response: { 200: envelopeOf(currentUserSchema) },
        },
        onRequest: requireUser,
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.email_changed'),
        data: await account.changeEmail(ctx.db, caller(request), request.body),
      }),
    );
  };
}
