import { z } from 'zod';

/** A recurring job as the back office sees it: its period, its queue and its latest failures. */
export const jobQueueSchema = z.object({
  name: z.string(),
  every_seconds: z.number().int(),
  queued: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  last_failures: z.array(z.object({ id: z.string(), failed_at: z.string().nullable(), error: z.string() })),
});
export const jobsResponse = z.object({
  /** false when this instance runs no recurring job (every period set to 0). */
  running: z.boolean(),
  queues: z.array(jobQueueSchema),
});
export type JobsResponse = z.infer<typeof jobsResponse>;
