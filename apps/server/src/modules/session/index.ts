/** Login sessions: opened at login, looked up by the auth plugin, ended at logout. */
import type { SessionStore } from '../user/index.ts';
import { deleteOtherSessions, deleteSession } from './queries.ts';
import { startSession } from './service.ts';

export { deleteUserSessions, listUserSessions } from './queries.ts';
export { sessionLookup } from './lookup.ts';
export { startSession } from './service.ts';
export { sessions } from './schema.ts';

/** What the user module asks of sessions (its accounts start and end them). */
export const sessionStore: SessionStore = {
  start: startSession,
  end: deleteSession,
  endOthers: deleteOtherSessions,
};
