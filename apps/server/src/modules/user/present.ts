import type { CurrentUser, Userinfo } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { getBalance } from '../ledger/index.ts';
import type { UserRow } from './queries.ts';

export function toUserinfo(user: UserRow, balance: string, token: string): Userinfo {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    money: formatMoney(balance),
    score: user.score,
    token,
  };
}

export function toCurrentUser(user: UserRow, balance: string): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    nickname: user.nickname,
    avatar: user.avatar,
    money: formatMoney(balance),
    score: user.score,
    role: user.role,
    invite_code: user.inviteCode,
    has_fund_password: user.fundPasswordHash !== null,
    created_at: user.createdAt.toISOString(),
  };
}

/** The login answer: the user with the balance, which the ledger keeps, and the session's token. */
export async function userinfoOf(db: Db, user: UserRow, token: string): Promise<Userinfo> {
  return toUserinfo(user, await getBalance(db, user.id), token);
}

export async function currentUserOf(db: Db, user: UserRow): Promise<CurrentUser> {
  return toCurrentUser(user, await getBalance(db, user.id));
}
