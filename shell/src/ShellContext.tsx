import { createContext, useContext } from 'react';
import type { RouteTable } from '@homeward/platform';

export interface ShellContextValue {
  table: RouteTable;
  /** `scope/SearchBar` of whichever slice exposes the search bar, if any. */
  searchBarId?: string;
  /** `scope/LoginModal` of whichever slice exposes the login modal, if any. */
  loginModalId?: string;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShellContext(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('ShellContext is missing');
  return value;
}
