// Loans' public entry: the clock that marks late instalments overdue, for the recurring jobs.
export { runLoanClock } from './clock.ts';
export { countLoansWaiting } from './waiting.ts';
