// shared with the seller app
export { PageHeader } from '@market/app-kit/page-header';
