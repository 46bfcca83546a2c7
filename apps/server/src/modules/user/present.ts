import type { CurrentUser, Userinfo } from '@market/contract';
import type { UserRow } from './queries.ts';

/** Postgres returns numeric(20,8) with all 8 decimals; the wire carries the shortest exact form. */
export function formatMoney(value: string): string {
  if (!value.includes('.')) return value;
  const trimmed = value.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

export function toUserinfo(user: UserRow, token: string): Userinfo {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    avatar: user.avatar,
    money: formatMoney(user.money),
    score: user.score,
    token,
  };
}

export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    nickname: user.nickname,
    avatar: user.avatar,
    money: formatMoney(user.money),
    score: user.score,
    role: user.role,
    invite_code: user.inviteCode,
    has_fund_password: user.fundPasswordHash !== null,
    created_at: user.createdAt.toISOString(),
  };
}
