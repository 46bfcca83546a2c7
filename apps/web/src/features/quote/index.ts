// The quotes' public entry (decision 017): the product page's "Request a quote" action.
export { RequestQuote } from './request/request-quote.tsx';
