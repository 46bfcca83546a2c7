import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** Redis shared by every instance (REDIS_URL): commands on one connection, subscriptions on another. */
export interface SharedRedis {
  redis: Redis;
  /** Tells an instance's own broadcasts from the others'. */
  instanceId: string;
  /** Calls `onMessage` for every message on `channel` published by another instance, from now on
   * or from when Redis answers. */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<void>;
  publish(channel: string, message: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function connectRedis(url: string): SharedRedis {
  // a command fails at once while Redis is away instead of queueing for a reconnect: every API call
  // asks the rate limiter, and queued commands held each call 0.25 s, then 0.45 s, 0.65 s… (measured);
  // the callers fail open (limits, memo, invalidation) or report not ready (/readyz)
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
    enableOfflineQueue: false,
  });
  // The subscriber sends nothing but (UN)SUBSCRIBE: a SUBSCRIBE issued while connecting went out
  // before ioredis's ready check (INFO), which Redis refuses in subscriber mode, dropping the
  // connection and the subscription with it. Channels are the same in every database: no SELECT.
  const subscriber = new Redis(url, { maxRetriesPerRequest: 1, db: 0, enableReadyCheck: false });
  const instanceId = randomUUID();
  const handlers = new Map<string, (message: string) => void>();
  // connection errors are retried by ioredis; an unhandled 'error' event would end the process
  for (const client of [redis, subscriber]) client.on('error', () => {});
  // (re)subscribes whenever the connection comes up: a Redis down at start or restarted later
  subscriber.on('ready', () => {
    if (handlers.size) void subscriber.subscribe(...handlers.keys()).catch(() => undefined);
  });
  subscriber.on('message', (channel: string, raw: string) => {
    // a message not ours (another program on the channel) is ignored, not thrown inside ioredis
    let sent: { from?: unknown; message?: unknown };
    try {
      sent = JSON.parse(raw) as typeof sent;
    } catch {
      return;
    }
    if (sent.from !== instanceId && typeof sent.message === 'string') handlers.get(channel)?.(sent.message);
  });
  return {
    redis,
    instanceId,
    async subscribe(channel, onMessage) {
      handlers.set(channel, onMessage);
      if (subscriber.status === 'ready') await subscriber.subscribe(channel).catch(() => undefined);
    },
    async publish(channel, message) {
      await redis.publish(channel, JSON.stringify({ from: instanceId, message }));
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}
