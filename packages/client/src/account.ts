import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  CurrentUser,
  LoginRequest,
  ProfileRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SendCodeQuery,
  SendCodeResponse,
  SessionResponse,
  UploadResponse,
} from '@market/contract';
import type { ApiClient } from './client.ts';

/** The account calls of spec §7, typed by the contract; each answers the envelope's data. */
export function accountApi(client: ApiClient) {
  const data = async <T>(promise: Promise<{ data: T }>) => (await promise).data;
  return {
    sendCode: (query: SendCodeQuery) =>
      data(client.call<SendCodeResponse>('/api/ems/send', undefined, { method: 'GET', query: { ...query } })),
    register: (body: RegisterRequest) => data(client.call<SessionResponse>('/api/user/register', body)),
    login: (body: LoginRequest) => data(client.call<SessionResponse>('/api/user/login', body)),
    me: () => data(client.call<CurrentUser>('/api/user/index')),
    updateProfile: (body: ProfileRequest) => data(client.call<CurrentUser>('/api/user/profile', body)),
    logout: () => data(client.call<null>('/api/user/logout')),
    changePassword: (body: ChangePasswordRequest) => data(client.call<null>('/api/user/change', body)),
    resetPassword: (body: ResetPasswordRequest) => data(client.call<null>('/api/user/resetpwd', body)),
    changeEmail: (body: ChangeEmailRequest) => data(client.call<CurrentUser>('/api/user/change_email', body)),
    upload: (file: Blob, options: { isPrivate?: boolean; fileName?: string } = {}) => {
      const form = new FormData();
      if (options.isPrivate) form.append('private', '1');
      form.append('file', file, options.fileName ?? 'image');
      return data(client.upload<UploadResponse>('/api/index/upload', form));
    },
  };
}
export type AccountApi = ReturnType<typeof accountApi>;
