import { useEffect, type ComponentType } from 'react';
import { navigate, usePath } from './router.tsx';
import { Layout } from './Layout.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { AuthenticatePage } from './pages/AuthenticatePage.tsx';
import { DashboardPage } from './pages/DashboardPage.tsx';
import { OAuthAuthorizePage } from './pages/OAuthAuthorizePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

const ROUTES = new Map<string, ComponentType>([
  ['/login', LoginPage],
  ['/authenticate', AuthenticatePage],
  ['/dashboard', DashboardPage],
  // The provider's authorization URL: an assistant sends the person here to allow it.
  ['/oauth/authorize', OAuthAuthorizePage],
]);

export function App() {
  const path = usePath();
  useEffect(() => {
    if (path === '/') navigate('/dashboard', { replace: true });
  }, [path]);

  if (path === '/') return null;
  const Page = ROUTES.get(path) ?? NotFoundPage;
  return (
    <Layout>
      <Page />
    </Layout>
  );
}
