// Requests for quotation (decision 050): app.ts starts the routes, jobs/recurring.ts the clock
// that marks lapsed quotes expired. An accepted quote becomes an order through the order module.
export { runQuoteClock } from './clock.ts';
