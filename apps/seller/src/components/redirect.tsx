import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the page with `to`. Not react-router's <Navigate>: in a data router its effect returns
 * navigate()'s promise, which React then calls as the effect's clean-up when the page unmounts.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
