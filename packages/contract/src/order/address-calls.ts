import { z } from 'zod';
import { defineCall } from '../common/call.ts';
import {
  addressEditRequest,
  addressIdRequest,
  addressListRequest,
  addressListResponse,
  addressSchema,
} from './address.ts';

const tags = ['address'];

/** The spec's address calls (`/api/aera/*`, spelled as the spec spells them); always the caller's own. */
export const addressCalls = {
  save: defineCall({
    method: 'POST',
    path: '/api/aera/addEdit',
    access: 'user',
    tags,
    summary: 'Add an address, or edit one of the caller’s by id',
    request: addressEditRequest,
    response: addressSchema,
  }),
  list: defineCall({
    method: 'POST',
    path: '/api/aera/index',
    access: 'user',
    tags,
    summary: 'The caller’s addresses, the default first',
    request: addressListRequest,
    response: addressListResponse,
  }),
  read: defineCall({
    method: 'POST',
    path: '/api/aera/readArea',
    access: 'user',
    tags,
    summary: 'One of the caller’s addresses',
    request: addressIdRequest,
    response: addressSchema,
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/aera/del',
    access: 'user',
    tags,
    summary: 'Delete one of the caller’s addresses (the newest left becomes the default)',
    request: addressIdRequest,
    response: z.null(),
  }),
};
