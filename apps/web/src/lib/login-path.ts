import type { Location } from 'react-router';

/** The login page, coming back to `location` afterwards (features/auth/redirect.ts reads it). */
export const loginPathFrom = (location: Pick<Location, 'pathname' | 'search'>) =>
  `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
