import type { Tx } from '../../db/client.ts';
import type { EventKind, EventParams } from './kinds.ts';
import { insertMessage } from './queries.ts';

/**
 * Leaves the user a message about an event of theirs. Called inside the event's own transaction,
 * so the message exists exactly when the event committed. Only the kind and its parameters are
 * stored: the words come from the dictionaries when the message is read, in the reader's language.
 */
export async function notify<K extends EventKind>(
  tx: Tx,
  userId: number,
  kind: K,
  params: EventParams[K],
): Promise<void> {
  await insertMessage(tx, { userId, kind, params });
}
