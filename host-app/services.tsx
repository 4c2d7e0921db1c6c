// What every page needs from outside React: the page's session (court-login's public session API,
// shared with the element) and the app configuration.
import { createContext, useContext, type ReactNode } from 'react';
import type { CourtSession } from '../element/index.ts';
import type { HostConfig } from './env.ts';

export interface HostServices {
  session: CourtSession;
  config: HostConfig;
}

const ServicesContext = createContext<HostServices | null>(null);

export function ServicesProvider({ services, children }: { services: HostServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): HostServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> around the app.');
  return services;
}
