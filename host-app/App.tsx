import { useEffect, type ComponentType } from 'react';
import { navigate, usePath } from './router.tsx';
import { Layout } from './Layout.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { AuthenticatePage } from './pages/AuthenticatePage.tsx';
import { DashboardPage } from './pages/DashboardPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

const ROUTES: Record<string, ComponentType> = {
  '/login': LoginPage,
  '/authenticate': AuthenticatePage,
  '/dashboard': DashboardPage,
};

export function App() {
  const path = usePath();
  useEffect(() => {
    if (path === '/') navigate('/dashboard', { replace: true });
  }, [path]);

  if (path === '/') return null;
  const Page = (Object.hasOwn(ROUTES, path) && ROUTES[path]) || NotFoundPage;
  return (
    <Layout>
      <Page />
    </Layout>
  );
}
