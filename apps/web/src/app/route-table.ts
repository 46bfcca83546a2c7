import type { ComponentType } from 'react';
import type { LoanPageName } from '../features/loan/pages.ts';
import type { QuotePageName } from '../features/quote/pages.ts';
import type { WalletPageName } from '../features/wallet/pages.ts';
import { withTexts } from '../i18n/index.ts';

type PageModule = { default: ComponentType };

export interface RouteEntry {
  path: string;
  /** Spec §2: a lower index than the previous page slides one way, a higher one the other. */
  index: number;
  load: () => Promise<PageModule>;
}

/** A wallet page (and the wallet's texts) through the wallet's one small index of pages. */
const walletPage = (name: WalletPageName) => () =>
  import('../features/wallet/pages.ts').then((pages) => pages.loadWalletPage(name));

/** A loan page (and the loan texts) through the loans' small index of pages. */
const loanPage = (name: LoanPageName) => () =>
  import('../features/loan/pages.ts').then((pages) => pages.loadLoanPage(name));

/** A quote page (and the quotes' texts) through the quotes' small index of pages (decision 051). */
const quotePage = (name: QuotePageName) => () =>
  import('../features/quote/pages.ts').then((pages) => pages.loadQuotePage(name));

/** Every route of the spec's §2 table, in its order, plus /cart, /moneyLog, /order/:id and the loan pages. */
export const ROUTES: RouteEntry[] = [
  { path: '/', index: 0, load: () => import('../pages/home.tsx') },
  { path: '/product', index: 1, load: () => import('../features/catalogue/products/product-list-page.tsx') },
  { path: '/shop', index: 2, load: () => import('../features/catalogue/stores/stores-page.tsx') },
  { path: '/mine', index: 3, load: () => import('../features/account/mine-page.tsx') },
  {
    path: '/category/:pid',
    index: 4,
    load: () => import('../features/catalogue/category/category-page.tsx'),
  },
  {
    path: '/faqs',
    index: 5,
    load: () => withTexts('help', () => import('../features/articles/faq-page.tsx')),
  },
  { path: '/search', index: 6, load: () => import('../features/catalogue/search/search-page.tsx') },
  {
    path: '/merchant',
    index: 7,
    load: () => import('../features/merchant/pages.ts').then((pages) => pages.loadMerchantPage()),
  },
  { path: '/loan', index: 8, load: loanPage('apply') },
  { path: '/lang', index: 9, load: () => import('../features/account/lang-page.tsx') },
  // its tier table and order terms are in the buying texts (decision 040)
  {
    path: '/goods',
    index: 10,
    load: () => withTexts('buying', () => import('../features/catalogue/goods/goods-page.tsx')),
  },
  { path: '/login', index: 11, load: () => import('../features/auth/login-page.tsx') },
  { path: '/register', index: 12, load: () => import('../features/auth/register-page.tsx') },
  { path: '/setting', index: 13, load: () => import('../features/account/setting-page.tsx') },
  { path: '/resetPwd', index: 14, load: () => import('../features/auth/reset-password-page.tsx') },
  { path: '/fundPassword', index: 15, load: () => import('../features/account/fund-password-page.tsx') },
  {
    path: '/address',
    index: 16,
    load: () => withTexts('buying', () => import('../features/address/address-page.tsx')),
  },
  {
    path: '/insertAddress',
    index: 17,
    load: () => withTexts('buying', () => import('../features/address/insert-address-page.tsx')),
  },
  {
    path: '/order',
    index: 18,
    load: () => withTexts('buying', () => import('../features/order/order-list-page.tsx')),
  },
  { path: '/collect', index: 19, load: () => import('../features/catalogue/collection/collect-page.tsx') },
  {
    path: '/collectShop',
    index: 20,
    load: () => import('../features/catalogue/collection/collect-shop-page.tsx'),
  },
  {
    path: '/message',
    index: 21,
    load: () => withTexts('messages', () => import('../features/message/message-page.tsx')),
  },
  { path: '/store/:id', index: 22, load: () => import('../features/catalogue/store/store-page.tsx') },
  {
    path: '/orderChecked',
    index: 23,
    load: () => withTexts('buying', () => import('../features/order/order-checked-page.tsx')),
  },
  {
    path: '/pay',
    index: 24,
    load: () => withTexts('buying', () => import('../features/order/pay-page.tsx')),
  },
  { path: '/withdraw', index: 25, load: walletPage('withdraw') },
  { path: '/withdrawRecode', index: 26, load: walletPage('withdrawRecords') },
  { path: '/recharge', index: 27, load: walletPage('recharge') },
  { path: '/recharge/otherpay', index: 28, load: walletPage('otherPay') },
  { path: '/recharge/transfer/:ids', index: 29, load: walletPage('transfer') },
  { path: '/rechargeRecode', index: 30, load: walletPage('rechargeRecords') },
  { path: '/rechargeDetail', index: 31, load: walletPage('rechargeDetail') },
  {
    path: '/know',
    index: 32,
    load: () => withTexts('help', () => import('../features/articles/know-page.tsx')),
  },
  {
    path: '/success',
    index: 33,
    load: () => withTexts('buying', () => import('../features/order/success-page.tsx')),
  },
  {
    path: '/page/:ids',
    index: 34,
    load: () => withTexts('help', () => import('../features/articles/article-pages-page.tsx')),
  },
  {
    path: '/article-detail/:id',
    index: 35,
    load: () => withTexts('help', () => import('../features/articles/article-detail-page.tsx')),
  },
  {
    path: '/tiktok-flow',
    index: 36,
    load: () => withTexts('buying', () => import('../features/catalogue/flow/tiktok-flow-page.tsx')),
  },
  {
    path: '/cart',
    index: 37,
    load: () => withTexts('buying', () => import('../features/cart/cart-page.tsx')),
  },
  // not in the spec's table: the balance log (decision 010), one order's page, the loans (decision 036)
  {
    path: '/moneyLog',
    index: 38,
    load: () => withTexts('buying', () => import('../features/wallet/money-log-page.tsx')),
  },
  {
    path: '/order/:id',
    index: 39,
    load: () => withTexts('buying', () => import('../features/order/order-detail-page.tsx')),
  },
  { path: '/loan/records', index: 40, load: loanPage('records') },
  { path: '/loan/:id', index: 41, load: loanPage('detail') },
  // item numbers and quantities pasted or uploaded, checked, then added to the cart (decision 049)
  {
    path: '/quick-order',
    index: 44,
    load: () => withTexts('buying', () => import('../features/quick-order/quick-order-page.tsx')),
  },
  // requests for quotation (decision 051)
  { path: '/quotes', index: 42, load: quotePage('list') },
  { path: '/quote/:id', index: 43, load: quotePage('detail') },
];
