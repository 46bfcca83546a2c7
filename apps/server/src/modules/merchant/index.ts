// Merchant applications' public entry: the routes (a user applies, an admin reviews) and the table.
export { merchantRoutes } from './routes.ts';
export { merchantApplications } from './schema.ts';
export { countApplicationsWaiting } from './waiting.ts';
