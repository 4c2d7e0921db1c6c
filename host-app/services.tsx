// What every page needs from outside React: the shared Court and the app configuration.
import { createContext, useContext, type ReactNode } from 'react';
import type { Court } from '../src/session/types.ts';
import type { HostConfig } from './env.ts';

export interface HostServices {
  court: Court;
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
