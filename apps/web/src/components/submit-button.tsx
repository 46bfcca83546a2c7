// shared with the seller app
export { SubmitButton } from '@market/app-kit/submit-button';
