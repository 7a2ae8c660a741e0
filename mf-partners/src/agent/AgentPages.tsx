import type { ReactElement } from 'react';

/** Route elements of the agent side, spread into the slice's <Routes>. */
export const agentPages: ReactElement[] = [];
