import type { ReactElement } from 'react';

/** Route elements of the partner side, spread into the slice's <Routes>. */
export const partnerPages: ReactElement[] = [];
