import type { SliceRoute } from '@homeward/contracts';
import { SCOPES } from '@homeward/domain';

/** Manager pages: the admin flag of this browser (spec 6) and the admin scope of the signed-in profile. */
const manager = (path: string): SliceRoute => ({ path, layout: 'dashboard', guard: 'admin', scopes: [SCOPES.admin] });

/** The pages this slice owns (spec 2.1 admin routes). Read at build time into descriptor.json; pure data only. */
export const routes: SliceRoute[] = [
  { path: '/admin/login', layout: 'dashboard', guard: 'public', title: 'Manager sign-in' },
  manager('/admin'),
  manager('/admin/home'),
  manager('/admin/agents'),
  manager('/admin/agents/vertifyStatus'),
  manager('/admin/user-manager'),
  manager('/admin/inspector-manager'),
  manager('/admin/request'),
  manager('/admin/lend/lending-manager'),
  manager('/admin/lend/lending-details'),
  manager('/admin/lend/lender-details/:id?'),
  manager('/admin/notification'),
  manager('/admin/listings-feed'),
  manager('/admin/settings'),
];
