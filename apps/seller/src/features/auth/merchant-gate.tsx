// per file, not the package index, in start-up code (see app-kit antd-setup.ts)
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useEffect, type ReactNode } from 'react';
import { Redirect } from '../../components/redirect.tsx';
import { useSession } from '../../state/session.ts';
import { useMe } from '../../state/use-me.ts';

/**
 * The pages show only to a merchant: a stored token whose account is not (or no longer) a merchant
 * goes back to the login page, which says why. A 401 on the way is the client's (main.tsx).
 */
export function MerchantGate({ children }: { children: ReactNode }) {
  const { data: me, isPending, isError } = useMe();
  const signOut = useSession((state) => state.signOut);
  const isRefused = me !== undefined && me.role !== 'merchant';
  useEffect(() => {
    if (isRefused) signOut();
  }, [isRefused, signOut]);
  if (isRefused) return <Redirect to="/login?refused=1" />;
  if (isPending || isError) {
    return (
      <div className="page-center" data-testid="merchant-gate">
        <DotLoading color="primary" />
      </div>
    );
  }
  return children;
}
