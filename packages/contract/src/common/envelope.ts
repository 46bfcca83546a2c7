import { z } from 'zod';

export * from './codes.ts';

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
