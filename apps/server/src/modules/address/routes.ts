import {
  addressEditRequest,
  addressIdRequest,
  addressListRequest,
  addressListResponse,
  addressSchema,
  envelopeOf,
  okEnvelope,
} from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { caller, requireUser } from '../../plugins/auth.ts';
import * as addresses from './service.ts';

const tags = ['address'];

/** The spec's address calls (`/api/aera/*`, spelled as the spec spells them); always the caller's own. */
export function addressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.addHook('onRequest', requireUser);

    app.post(
      '/api/aera/addEdit',
      {
        schema: {
          tags,
          summary: 'Add an address, or edit one of the caller’s by id',
          body: addressEditRequest,
          response: { 200: envelopeOf(addressSchema) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await addresses.saveAddress(db, caller(request).id, request.body),
      }),
    );

    app.post(
      '/api/aera/index',
      {
        schema: {
          tags,
          summary: 'The caller’s addresses, the default first',
          body: addressListRequest,
          response: { 200: envelopeOf(addressListResponse) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: { list: await addresses.listAddresses(db, caller(request).id) },
      }),
    );

    app.post(
      '/api/aera/readArea',
      {
        schema: {
          tags,
          summary: 'One of the caller’s addresses',
          body: addressIdRequest,
          response: { 200: envelopeOf(addressSchema) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await addresses.readAddress(db, caller(request).id, request.body.id),
      }),
    );

    app.post(
      '/api/aera/del',
      {
        schema: {
          tags,
          summary: 'Delete one of the caller’s addresses (the newest left becomes the default)',
          body: addressIdRequest,
          response: { 200: okEnvelope },
        },
      },
      async (request) => {
        await addresses.deleteAddress(db, caller(request).id, request.body.id);
        return { code: 1 as const, msg: request.t('msg.success'), data: null };
      },
    );
  };
}
