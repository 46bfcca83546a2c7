import { z } from 'zod';

/** Response codes of the `{code, msg, data}` envelope (spec §8, DESIGN "API conventions"). */
export const ResponseCode = {
  success: 1,
  failure: 0,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooManyRequests: 429,
  serverError: 500,
} as const;
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** The schema of a successful envelope around `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(1), msg: z.string(), data });
}

/** A failure envelope; `data.field` names the offending field of a validation failure. */
export const failureEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.object({ field: z.string().optional() }).nullable(),
});

export const emptyBody = z.object({}).strict().optional();
export const okEnvelope = envelopeOf(z.null());
