import { Navigate, useLocation } from 'react-router';
import { loginPathFrom } from '../lib/login-path.ts';

/** A page that needs a session sends a visitor to log in, coming back here afterwards. */
export function LoginRedirect() {
  return <Navigate to={loginPathFrom(useLocation())} replace />;
}
