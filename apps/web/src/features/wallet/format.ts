// shared with the seller app's withdrawal
export * from '@market/app-kit/withdraw/format';
