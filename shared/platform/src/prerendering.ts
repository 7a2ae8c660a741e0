import { createContext, useContext } from 'react';

/**
 * True while a page is drawn at build time (`@homeward/platform/prerender`): parts that only a
 * browser can draw (another slice's component, anything that waits for the network) show what the
 * browser shows while they load.
 */
export const PrerenderingContext = createContext(false);

export const usePrerendering = (): boolean => useContext(PrerenderingContext);
