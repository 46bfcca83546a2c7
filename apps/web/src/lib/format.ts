// shared with the seller app
export { formatMoney } from '@market/app-kit/money';
