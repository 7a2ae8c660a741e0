import type { SearchUrlFilters } from './searchUrl';

/** Props of the home search bar (spec 2.5) the search slice exposes as `./SearchBar`. */
export interface SearchBarProps {
  /** 'hero' on the home page (location, amount, payment type); 'compact' in the nav bar and on the map page. */
  variant: 'hero' | 'compact';
  /** Text to start with, e.g. the place the map page shows. */
  initialText?: string;
  /** Filters chosen beside the bar (the home page's price range, square feet, year built). */
  filters?: SearchUrlFilters;
}

/** Props of the login modal (spec 2.6) the auth slice exposes as `./LoginModal`. */
export interface LoginModalProps {
  /** Where to continue after signing in (same-origin path); the current page when absent. */
  redirect?: string;
  /** Why the user is asked to sign in, shown above the form (plain text). */
  reason?: string;
  onClose: (signedIn: boolean) => void;
}

/** Props of the agent sign-up modal the auth slice exposes as `./AgentSignupModal`. */
export interface AgentSignupModalProps {
  onClose: () => void;
}

/**
 * Every component a slice exposes to the others, by its exposed name (`./SearchBar` in the slice's
 * webpack config), to the props it takes. A host mounts one only through this map
 * (`RemoteComponent` of `@homeward/platform`), so a wrong or missing prop fails the type-check,
 * and the exposing module takes the same props type.
 */
export interface ExposedComponents {
  SearchBar: SearchBarProps;
  LoginModal: LoginModalProps;
  AgentSignupModal: AgentSignupModalProps;
}

export type ExposedName = keyof ExposedComponents;

const EXPOSED = { SearchBar: true, LoginModal: true, AgentSignupModal: true } as const satisfies Record<ExposedName, true>;
/** Every name of the map, for checking that a slice exposes only components the map knows. */
export const EXPOSED_NAMES = Object.keys(EXPOSED) as ExposedName[];

/** `scope/Name`: the federation id of an exposed component in the slice `scope` (e.g. `mf_search/SearchBar`). */
export type ExposedId<N extends ExposedName = ExposedName> = `${string}/${N}`;

/** The federation id of `name` as exposed by the slice `scope`. */
export const exposedId = <N extends ExposedName>(scope: string, name: N): ExposedId<N> => `${scope}/${name}`;

/** The module path a slice's webpack config exposes a component under (`./SearchBar`). */
export const exposedModule = (name: ExposedName): `./${ExposedName}` => `./${name}`;
