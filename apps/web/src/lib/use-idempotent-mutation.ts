// shared with the seller app's withdrawal
export { useIdempotentMutation } from '@market/app-kit/use-idempotent-mutation';
