// shared with the seller app
export { localeOf } from '@market/app-kit/languages';
