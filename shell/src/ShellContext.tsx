import { createContext, useContext } from 'react';
import type { ExposedId } from '@homeward/contracts';
import type { RouteTable } from '@homeward/platform';

export interface ShellContextValue {
  table: RouteTable;
  /** `scope/SearchBar` of whichever slice exposes the search bar, if any. */
  searchBarId?: ExposedId<'SearchBar'>;
  /** `scope/LoginModal` of whichever slice exposes the login modal, if any. */
  loginModalId?: ExposedId<'LoginModal'>;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShellContext(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('ShellContext is missing');
  return value;
}
