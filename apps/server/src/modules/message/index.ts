// Site messages' public entry: other modules leave a user a message about an event of theirs with
// `notify(tx, userId, kind, params)` inside that event's transaction.
export { type EventKind, type EventParams } from './kinds.ts';
export { notify } from './notify.ts';
