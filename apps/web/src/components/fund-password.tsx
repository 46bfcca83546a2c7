// shared with the seller app's withdrawal
export { FundPasswordItem, NoFundPasswordNotice } from '@market/app-kit/withdraw/fund-password';
