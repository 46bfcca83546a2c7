// Accounts' public entry: who a user is, their row lock, the fund password, the login other
// apps (the back office) use, and the table for foreign keys and joins.
export { login, type AuthDeps } from './auth-service.ts';
export { checkFundPassword } from './fund-password.ts';
export { type FundPasswordMemo, ProcessMemo, SharedMemo } from './fund-password-memo.ts';
export { currentUserOf, toCurrentUser, userinfoOf } from './present.ts';
export {
  findUserByEmail,
  findUserById,
  findUserByInviteCode,
  findUserByUsername,
  insertUser,
  lockUser,
  updateUser,
  type UserRow,
} from './queries.ts';
export type { SessionStore } from './session-store.ts';
export {
  type AdminUserFilter,
  listUsersForAdmin,
  presentAdminUsers,
  userExportChunk,
} from './admin-user-queries.ts';
export { roleEnum, users } from './schema.ts';
export { signUpsByDay } from './sign-ups.ts';
export {
  type AdminRow,
  countSuperAdmins,
  listAdmins,
  lockAdminCandidate,
  setAdminRole,
} from './admin-roles.ts';
