// Which custom element holds the widget in its shadow root (null in light DOM). Provided where the
// widget is mounted; read by LightDomSlot, which loads with the products that need it.
import { createContext } from 'react';

export const ShadowHost = createContext<Element | null>(null);
