// The login-required gate (docs/specification.md#host-app): wait while the session loads, send visitors without a user
// to /login (remembering where they were), otherwise render the page for the signed-in user.
import { useEffect, type ReactNode } from 'react';
import type { Session, User } from '../element/index.ts';
import { useServices } from './services.tsx';
import { useSession } from './use-session.ts';
import { navigate } from './router.tsx';
import { saveReturnTo } from './return-to.ts';

export function RequireUser({ children }: { children: (user: User, session: Session | null) => ReactNode }) {
  const { session: current } = useServices();
  const { status, user, session } = useSession(current);
  const mustSignIn = status !== 'loading' && !user;

  useEffect(() => {
    if (!mustSignIn) return;
    const { pathname, search, hash, origin } = window.location;
    saveReturnTo(window.localStorage, `${pathname}${search}${hash}`, origin);
    navigate('/login', { replace: true });
  }, [mustSignIn]);

  if (status === 'loading') return <p role="status">Loading...</p>;
  if (!user) return null;
  return children(user, session);
}
