// E-mail codes' public entry: sent by the account calls, checked and used up by registration,
// password reset and e-mail change.
export { checkEmailCode, consumeEmailCode, type EmailCodeDeps, sendEmailCode } from './service.ts';
