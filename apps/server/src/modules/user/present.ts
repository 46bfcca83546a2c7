import type { CurrentUser, Userinfo } from '@market/contract';
import { formatMoney } from '../../lib/money.ts';
import type { UserRow } from './queries.ts';

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
