import { z } from 'zod';

/** Which frame a page is drawn in (spec 2.3). */
export const layoutSchema = z.enum(['default', 'dashboard', 'no-footer', 'bare']);
export type Layout = z.infer<typeof layoutSchema>;

/**
 * Who may see a page (spec 2.3): `private` pages need a signed-in user (the default),
 * `public` pages opt out of the check, `guest` pages send a signed-in user home.
 */
export const guardSchema = z.enum(['private', 'public', 'guest', 'admin']);
export type Guard = z.infer<typeof guardSchema>;

export const routeSchema = z.object({
  /** react-router pattern, optional segments as `:name?`. */
  path: z.string().startsWith('/'),
  layout: layoutSchema.default('default'),
  guard: guardSchema.default('private'),
  /** Scope names (spec 6) a signed-in user must hold; one whose profile lacks any is sent home. */
  scopes: z.array(z.string().min(1)).optional(),
  /** Shown in the sitemap; routes without a title are left out of it (parameterised or internal pages). */
  title: z.string().optional(),
  /** Hide the nav bar while keeping the footer (spec 2.3: widgets hide both, so they use `bare`). */
  hideNav: z.boolean().optional(),
});
export type SliceRoute = z.input<typeof routeSchema>;
export type ResolvedRoute = z.output<typeof routeSchema>;

/** What a slice's build emits next to its assets. */
export const descriptorSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  version: z.string().min(1),
  /** Relative to the descriptor in a build, absolute once published into remotes.json. */
  entry: z.string().min(1),
  routes: z.array(routeSchema),
  /** Components other slices may mount, e.g. `./SearchBar`. */
  exposes: z.array(z.string()).default([]),
  /** Files beside the entry that its page code loads first; the shell preloads them with the entry. */
  preload: z.array(z.string()).default([]),
});
export type Descriptor = z.output<typeof descriptorSchema>;

/** The runtime manifest the shell reads at start-up. */
export const remotesManifestSchema = z.object({
  generatedAt: z.string().optional(),
  remotes: z.array(descriptorSchema),
});
export type RemotesManifest = z.output<typeof remotesManifestSchema>;
