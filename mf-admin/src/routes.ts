import type { SliceRoute } from '@homeward/contracts';

/** The pages this slice owns (spec 2.1 admin routes). Read at build time into descriptor.json; pure data only. */
export const routes: SliceRoute[] = [
  { path: '/admin/login', layout: 'dashboard', guard: 'public', title: 'Manager sign-in' },
  { path: '/admin', layout: 'dashboard', guard: 'admin' },
  { path: '/admin/home', layout: 'dashboard', guard: 'admin' },
  { path: '/admin/agents', layout: 'dashboard', guard: 'admin' },
  { path: '/admin/agents/vertifyStatus', layout: 'dashboard', guard: 'admin' },
  { path: '/admin/user-manager', layout: 'dashboard', guard: 'admin' },
  { path: '/admin/inspector-manager', layout: 'dashboard', guard: 'admin' },
  { path: '/admin/request', layout: 'dashboard', guard: 'admin' },
  { path: '/admin/lend/lending-manager', layout: 'dashboard', guard: 'admin' },
  { path: '/admin/lend/lending-details', layout: 'dashboard', guard: 'admin' },
  { path: '/admin/lend/lender-details/:id?', layout: 'dashboard', guard: 'admin' },
  { path: '/admin/notification', layout: 'dashboard', guard: 'admin' },
  { path: '/admin/settings', layout: 'dashboard', guard: 'admin' },
];
