import { z } from 'zod';
import { defineCall } from '../common/call.ts';
import { emptyBody } from '../common/envelope.ts';
import { sendCodeQuery, sendCodeResponse } from '../ems/send-code.ts';
import { changeEmailRequest, changePasswordRequest, resetPasswordRequest } from './change-password.ts';
import { loginSocialRequest, socialProvidersResponse, socialRedirectResponse } from './login-social.ts';
import { loginRequest } from './login.ts';
import { profileRequest } from './profile.ts';
import { registerRequest } from './register.ts';
import { currentUserSchema, sessionResponse } from './userinfo.ts';

const tags = ['account'];

/** Accounts: registration, login, the current user, passwords and e-mail codes. */
export const accountCalls = {
  sendCode: defineCall({
    method: 'GET',
    path: '/api/ems/send',
    access: 'visitor',
    tags,
    summary: 'Send an e-mail verification code',
    request: sendCodeQuery,
    response: sendCodeResponse,
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/user/register',
    access: 'visitor',
    tags,
    summary: 'Register with an e-mail code',
    request: registerRequest,
    response: sessionResponse,
  }),
  login: defineCall({
    method: 'POST',
    path: '/api/user/login',
    access: 'visitor',
    tags,
    summary: 'Log in with username or e-mail',
    request: loginRequest,
    response: sessionResponse,
  }),
  me: defineCall({
    method: 'POST',
    path: '/api/user/index',
    access: 'user',
    tags,
    summary: 'The current user',
    request: emptyBody,
    response: currentUserSchema,
  }),
  profile: defineCall({
    method: 'POST',
    path: '/api/user/profile',
    access: 'user',
    tags,
    summary: 'Change avatar or nickname',
    request: profileRequest,
    response: currentUserSchema,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/user/logout',
    access: 'user',
    tags,
    summary: 'End this session',
    request: emptyBody,
    response: z.null(),
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/api/user/change',
    access: 'user',
    tags,
    summary: 'Change the login or fund password',
    request: changePasswordRequest,
    response: z.null(),
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/user/resetpwd',
    access: 'visitor',
    tags,
    summary: 'Reset a forgotten password with an e-mail code',
    request: resetPasswordRequest,
    response: z.null(),
  }),
  changeEmail: defineCall({
    method: 'POST',
    path: '/api/user/change_email',
    access: 'user',
    tags,
    summary: 'Change the e-mail with a code sent to the new address',
    request: changeEmailRequest,
    response: currentUserSchema,
  }),
  loginSocial: defineCall({
    method: 'POST',
    path: '/api/user/loginsocial',
    access: 'visitor',
    tags,
    summary:
      'OpenID Connect login: {} lists providers; {provider, redirect_uri} starts; {provider, code, state} finishes',
    request: loginSocialRequest,
    response: z.union([socialProvidersResponse, socialRedirectResponse, sessionResponse]),
  }),
};
